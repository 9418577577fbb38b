/** The pearl mark and, when known, the operator's site name. */
export function Logo({ compact = false, siteName }: { compact?: boolean; siteName?: string }) {
  return (
    <span className={compact ? 'logo logo-compact' : 'logo'}>
      <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <radialGradient id="logo-pearl" cx="38%" cy="32%" r="70%">
            <stop offset="0" stopColor="#fff" />
            <stop offset=".45" stopColor="#f6e7c8" />
            <stop offset="1" stopColor="#c99a3c" />
          </radialGradient>
        </defs>
        <circle cx="32" cy="32" r="26" fill="url(#logo-pearl)" />
        <circle cx="23" cy="22" r="7" fill="#fff" opacity=".85" />
      </svg>
      {siteName && <span className="logo-text">{siteName}</span>}
    </span>
  );
}
