// Step 'Verspreiden' (document 1 §2.6): digital (the default), pdf or word. Word is not offered when the Word topics
// left in the licence period do not cover the set (the reason shows with the option); a pdf gets a QR code per
// question unless the teacher turns it off. A pdf or Word file may have lines to answer on under each question ('met
// antwoordruimte'), for a teacher who hands the booklet out as a test.
import { useId } from 'react';
import { Checkbox } from '../../components/ui/Field.tsx';
import { CART_TEXT, type DownloadType } from './cartText.ts';

const TYPES: readonly DownloadType[] = ['digital', 'pdf', 'word'];

export function DistributionChoice({
  value,
  onChange,
  qr,
  onQr,
  answerSpace,
  onAnswerSpace,
  wordRefusal,
}: {
  value: DownloadType;
  onChange: (value: DownloadType) => void;
  qr: boolean;
  onQr: (qr: boolean) => void;
  answerSpace: boolean;
  onAnswerSpace: (answerSpace: boolean) => void;
  wordRefusal: string | null;
}) {
  const id = useId();
  return (
    <fieldset className="choice-list cart-distribution">
      <legend>{CART_TEXT.distribution}</legend>
      {TYPES.map((type) => {
        const disabled = type === 'word' && !!wordRefusal;
        return (
          <div key={type} className={`radio-option${disabled ? ' radio-option-disabled' : ''}`}>
            <input
              id={`${id}-${type}`}
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value === type}
              disabled={disabled}
              aria-describedby={`${id}-${type}-hint`}
              onChange={() => onChange(type)}
            />
            <div>
              <label htmlFor={`${id}-${type}`}>{CART_TEXT.downloadTypes[type]}</label>
              <p id={`${id}-${type}-hint`} className="field-hint">
                {CART_TEXT.downloadHints[type]}
                {disabled && <span className="radio-reason"> {wordRefusal}</span>}
              </p>
              {type === 'pdf' && value === 'pdf' && <Checkbox label={CART_TEXT.qr} checked={qr} onChange={(e) => onQr(e.target.checked)} />}
              {type !== 'digital' && value === type && (
                <>
                  <Checkbox label={CART_TEXT.answerSpace} checked={answerSpace} aria-describedby={`${id}-answer-space-hint`} onChange={(e) => onAnswerSpace(e.target.checked)} />
                  <p id={`${id}-answer-space-hint`} className="field-hint">
                    {CART_TEXT.answerSpaceHint}
                  </p>
                </>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
