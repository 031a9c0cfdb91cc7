// The wizard's four steps as a list (document 1 §2.6): the current step carries aria-current="step"; finished steps are
// buttons back to them until the set is made (document 1 §4: no way back from the confirmation).
import { CART_TEXT, STEPS } from './cartText.ts';

export function CartStepper({ step, onGo }: { step: number; onGo: (step: number) => void }) {
  const locked = step === STEPS.length - 1;
  return (
    <nav className="stepper" aria-label={CART_TEXT.steps}>
      <ol className="stepper-list">
        {STEPS.map((label, i) => {
          const state = i < step ? 'done' : i === step ? 'current' : 'todo';
          const content = (
            <>
              <span className="stepper-marker" aria-hidden="true">
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className="stepper-text">
                <span className="visually-hidden">{CART_TEXT.stepOf(i + 1, STEPS.length)}: </span>
                {label}
                {state === 'done' && <span className="visually-hidden"> ({CART_TEXT.done})</span>}
              </span>
            </>
          );
          return (
            <li key={label} className={`stepper-step stepper-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {state === 'done' && !locked ? (
                <button type="button" className="stepper-item stepper-button" onClick={() => onGo(i)}>
                  {content}
                </button>
              ) : (
                <span className="stepper-item">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
