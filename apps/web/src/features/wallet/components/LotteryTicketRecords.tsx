import { useState } from 'react';
import { LotteryOrderSheet, useLotteryGames, useLotteryOrderPage } from '../../lottery';
import type { DateRange } from '../lib/date-range';
import { LotteryTicketRow } from './LotteryTicketRow';
import { RecordsPager } from './RecordsPager';
import { RecordsState } from './RecordsState';
import * as styles from './records.module.css';

/** The member's lottery tickets of a period, paged, each opening its detail (R-GAMES-47). */
export function LotteryTicketRecords({ range }: { range: DateRange }) {
  const [pageNum, setPageNum] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const page = useLotteryOrderPage({ ...range, pageNum });
  const games = useLotteryGames().data ?? [];
  const nameOf = (gameId: string) => games.find((game) => game.gameId === gameId)?.name ?? gameId;
  const opened = page.data?.list.find((order) => order.orderId === openId);
  return (
    <RecordsState query={page}>
      <ul className={styles.recordsList}>
        {page.data?.list.map((order) => (
          <LotteryTicketRow
            key={order.orderId}
            order={order}
            gameName={nameOf(order.gameId)}
            onOpen={() => setOpenId(order.orderId)}
          />
        ))}
      </ul>
      <RecordsPager
        pageNum={page.data?.pageNum ?? 1}
        totalPages={page.data?.totalPages ?? 0}
        onPage={setPageNum}
      />
      {opened && (
        <LotteryOrderSheet
          orderId={opened.orderId}
          gameName={nameOf(opened.gameId)}
          onClose={() => setOpenId(null)}
        />
      )}
    </RecordsState>
  );
}
