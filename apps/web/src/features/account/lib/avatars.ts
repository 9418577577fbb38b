import { AVATAR_COUNT } from '@app/contracts';

/** The built-in avatars: one colour pair each, numbered as the server's icon ids (R-API-28). */
const AVATAR_COLOURS: readonly (readonly [string, string])[] = [
  ['#f7c948', '#f09a2f'],
  ['#7c5cff', '#4b2fd1'],
  ['#2fd38a', '#138a57'],
  ['#ff6b8b', '#c9305a'],
  ['#38bdf8', '#1d6fd6'],
  ['#fb923c', '#d9480f'],
  ['#a3e635', '#4d9a13'],
  ['#e879f9', '#a21caf'],
  ['#2dd4bf', '#0f766e'],
  ['#f87171', '#b91c1c'],
  ['#94a3b8', '#475569'],
  ['#facc15', '#a16207'],
];

/** Any icon id maps to one of the avatars, so an unknown id still shows one. */
export function avatarColours(icon: number): readonly [string, string] {
  const count = Math.min(AVATAR_COUNT, AVATAR_COLOURS.length);
  const index = Number.isInteger(icon) ? ((icon % count) + count) % count : 0;
  return AVATAR_COLOURS[index] ?? (AVATAR_COLOURS[0] as readonly [string, string]);
}
