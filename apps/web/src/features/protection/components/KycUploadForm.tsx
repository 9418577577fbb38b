import type { FormEvent } from 'react';
import { type MessageKey, useTranslation } from '../../../i18n';
import { ImagePicker } from '../../../shared/ui/ImagePicker';
import { usePickedImages } from '../../feedback';
import { useSubmitKyc } from '../api/submit-kyc';
import * as styles from '../protection.module.css';

const SLOTS = [
  { name: 'front', labelKey: 'kyc_front' },
  { name: 'back', labelKey: 'kyc_back' },
  { name: 'selfie', labelKey: 'kyc_selfie' },
] as const satisfies readonly { name: string; labelKey: MessageKey }[];

type Picked = ReturnType<typeof usePickedImages>;

function Slot({ labelKey, name, picked }: { labelKey: MessageKey; name: string; picked: Picked }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.kycSlot}>
      <legend className={styles.kycSlotLabel}>{t(labelKey)}</legend>
      <ImagePicker
        images={picked.images}
        onAdd={picked.add}
        onRemove={picked.remove}
        testIdPrefix={`kyc-${name}`}
        max={1}
        addLabel={t('kyc_choose')}
      />
    </fieldset>
  );
}

/** The three photos (ID front, back, selfie; png or jpeg up to 5 MB, checked before any upload). */
export function KycUploadForm() {
  const { t } = useTranslation();
  const front = usePickedImages();
  const back = usePickedImages();
  const selfie = usePickedImages();
  const picked = { front, back, selfie };
  const submit = useSubmitKyc();
  const files = { front: front.images[0]?.file, back: back.images[0]?.file, selfie: selfie.images[0]?.file };
  const ready = Boolean(files.front && files.back && files.selfie);
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!files.front || !files.back || !files.selfie || submit.isPending) return;
    submit.mutate({ front: files.front, back: files.back, selfie: files.selfie });
  };
  return (
    <form className={`card-section ${styles.kycForm}`} onSubmit={send} data-testid="kyc-form">
      <p className={styles.rgNote}>{t('kyc_intro')}</p>
      {SLOTS.map((slot) => (
        <Slot key={slot.name} labelKey={slot.labelKey} name={slot.name} picked={picked[slot.name]} />
      ))}
      <p className={styles.rgNote}>{t('kyc_private')}</p>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={!ready || submit.isPending}
        data-testid="kyc-submit"
      >
        {t(submit.isPending ? 'kyc_sending' : 'kyc_submit')}
      </button>
    </form>
  );
}
