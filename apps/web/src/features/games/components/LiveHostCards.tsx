import type { ChatModel } from '@app/contracts';
import { useTranslation } from '../../../i18n';
import { useLaunchChat } from '../../message';
import { GameArt } from './GameArt';
import * as styles from './live-hosts.module.css';

/**
 * One card per live-stream host (R-GAMES-50), online ones marked. A host streams in the live chat, so
 * a tap opens it as the menu's live chat does (R-MSG-12: a guest is asked to log in first).
 */
export function LiveHostCards({ hosts }: { hosts: readonly ChatModel[] }) {
  const { t } = useTranslation();
  const chat = useLaunchChat();
  return (
    <ul className={styles.hosts} data-testid="live-hosts">
      {hosts.map((host, i) => (
        <li key={host.name}>
          <button
            type="button"
            className={styles.host}
            disabled={chat.pending}
            onClick={() => void chat.start()}
            data-testid="live-host"
            data-online={host.online}
          >
            <GameArt src={host.avatarUrl} name={host.name} variant={(i % 8) + 1} className={styles.avatar} />
            <span className={styles.name}>{host.name}</span>
            <span className={styles.status} data-online={host.online}>
              {t(host.online ? 'games_host_online' : 'games_host_offline')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
