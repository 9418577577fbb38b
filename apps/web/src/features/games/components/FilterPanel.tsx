import { type Classify, MIN_BET_OPTIONS, type Vendor } from '@app/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { formatMoney } from '../../../shared/lib/money';
import { Icon } from '../../../shared/ui/Icon';
import type { GameFilter } from '../lib/filters';
import { ClassifyBar } from './ClassifyBar';
import * as catalogueStyles from './catalogue.module.css';
import * as styles from './filter-panel.module.css';
import { GameArt } from './GameArt';

interface Props {
  open: boolean;
  filter: GameFilter;
  classify: readonly Classify[];
  vendors: readonly Vendor[];
  showMinBet: boolean;
  onClose(): void;
  onClassify(key: string): void;
  onMinBet(value: number | null): void;
  onVendor(vendor: Vendor): void;
  onGameName(name: string): void;
  onReset(): void;
}

/** The filter side panel (R-GAMES-13 … R-GAMES-16). */
export function FilterPanel(props: Props) {
  const { t } = useTranslation();
  const { open, filter, onClose } = props;
  const [name, setName] = useState(filter.gameName);
  useEffect(() => setName(filter.gameName), [filter.gameName]);
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    props.onGameName(name);
  };
  return (
    <div className={styles.panel} aria-hidden={!open} inert={!open}>
      <button type="button" aria-label={t('filter_close')} onClick={onClose} />
      <aside data-testid="filter-panel" aria-label={t('filter_title')}>
        <header>
          <h2>{t('filter_title')}</h2>
          <button type="button" className="icon-button" aria-label={t('filter_close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </header>
        <div>
          <section>
            <h3>{t('filter_classify')}</h3>
            <ClassifyBar
              items={props.classify}
              active={filter.gameClassify}
              onChoose={props.onClassify}
              testPrefix="filter-classify"
            />
          </section>
          {props.showMinBet && (
            <section data-testid="filter-min-bet">
              <h3>{t('filter_min_bet')}</h3>
              <div className={styles.chips}>
                {MIN_BET_OPTIONS.map((value) => (
                  <button
                    key={String(value)}
                    type="button"
                    className={catalogueStyles.chip}
                    aria-pressed={filter.minBet === value}
                    onClick={() => props.onMinBet(value)}
                  >
                    {value === null ? t('classify_all') : formatMoney(value)}
                  </button>
                ))}
              </div>
            </section>
          )}
          {props.vendors.length > 0 && (
            <section>
              <h3>{t('filter_vendor')}</h3>
              <div className={styles.vendors}>
                {props.vendors.map((vendor, i) => (
                  <button
                    key={vendor.vassalage}
                    type="button"
                    aria-pressed={filter.vassalage === vendor.vassalage}
                    onClick={() => props.onVendor(vendor)}
                    data-testid={`filter-vendor-${vendor.vassalage}`}
                  >
                    <GameArt src={vendor.mobileSmallIcon} name={vendor.displayName} variant={(i % 8) + 1} />
                    <span>{vendor.displayName}</span>
                  </button>
                ))}
              </div>
            </section>
          )}
          <section>
            <h3>{t('filter_game_name')}</h3>
            <form onSubmit={submitName}>
              <input
                type="search"
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder={t('game_search_placeholder')}
                aria-label={t('filter_game_name')}
                maxLength={100}
                data-testid="filter-game-name"
              />
              <button type="submit" className="btn btn-primary btn-small">
                {t('game_search')}
              </button>
            </form>
          </section>
        </div>
        <footer>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setName('');
              props.onReset();
            }}
            data-testid="filter-reset"
          >
            {t('filter_reset')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onClose} data-testid="filter-done">
            {t('filter_done')}
          </button>
        </footer>
      </aside>
    </div>
  );
}
