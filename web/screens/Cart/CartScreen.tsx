// The cart (/cart, document 1 §2.6, §4): the four-step wizard that turns the current selection into a set —
// 'Opgaven' (order, remove, name), 'Verspreiden' (digital, pdf or word), 'Overzicht' (summary and coverage grid, then
// 'Maak de set') and 'Bevestiging' (the set, its link and sharing). The limits of the licence are mirrored here to warn
// and to hold 'Volgende' back with the reason; the server checks them again when the set is made. One request key per
// run of the wizard makes a double click or a retry answer the same set.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CartScreenQuery } from '../../__generated__/CartScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { useCreateCollectionMutation } from '../../mutations/useCreateCollectionMutation.ts';
import { useRenameCartMutation } from '../../mutations/useRenameCartMutation.ts';
import { blockingReasons, newRequestKey, selectionFacts, wordRefusal } from './cartRules.ts';
import { CART_TEXT, STEPS, type DownloadType } from './cartText.ts';
import { CartConfirmation, type MadeSet } from './CartConfirmation.tsx';
import { CartOverview } from './CartOverview.tsx';
import { CartStepper } from './CartStepper.tsx';
import { CartTopics } from './CartTopics.tsx';
import { CartWarnings } from './CartWarnings.tsx';
import { DistributionChoice } from './DistributionChoice.tsx';
import './cart.css';

export const cartScreenQuery = graphql`
  query CartScreenQuery @preloadable {
    viewer {
      currentStream {
        id
        urlId
        viewerSearchNotice
        viewerSetAllowance {
          kind
          periodDays
          topicsPerSet
          completeTopics {
            max
            used
            available
          }
          wordTopics {
            max
            used
            available
          }
        }
      }
      ...SharePanel_viewer
    }
    cart {
      stream {
        id
      }
      name
      suggestedName
      topics {
        id
        topic {
          id
          name
          hasAnswers
          questionCount
        }
        questions {
          id
          number
          points
          timeInMinutes
        }
      }
      coverage {
        ...CoverageGrid_coverage
      }
      check: setCheck(downloadType: digital) {
        ...cartRules_check @relay(mask: false)
      }
      wordCheck: setCheck(downloadType: word) {
        ...cartRules_check @relay(mask: false)
      }
      ...CartTopics_cart
    }
  }
`;

const LAST = STEPS.length - 1;
const OVERVIEW = 2;
const NAME_FIELD = 'cart-name';

interface Failure {
  title: string;
  message: string;
}

export function CartScreen({ queryRef }: { queryRef: PreloadedQuery<CartScreenQuery> }) {
  const data = usePreloadedQuery<CartScreenQuery>(cartScreenQuery, queryRef);
  const environment = useRelayEnvironment();
  const stream = data.viewer.currentStream;
  const searchPath = stream ? `/courses/${stream.urlId}/search/tags` : null;

  const [step, setStep] = useState(0);
  // The name is kept with the cart on the server: a teacher who leaves and comes back (on any device) finds it again.
  const [name, setName] = useState(data.cart?.name ?? '');
  const [nameErrors, setNameErrors] = useState<readonly string[] | null>(null);
  const [downloadType, setDownloadType] = useState<DownloadType>('digital');
  const [qr, setQr] = useState(true);
  const [answerSpace, setAnswerSpace] = useState(false);
  const [requestKey] = useState(newRequestKey);
  const [made, setMade] = useState<MadeSet | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [create, creating] = useCreateCollectionMutation();
  const submitting = useRef(false);
  // A selection that was there when the page opened stays a wizard when its last topic is removed (to undo it).
  const [started] = useState(() => (data.cart?.topics.length ?? 0) > 0);

  const [rename] = useRenameCartMutation();
  const cartStreamId = data.cart?.stream.id ?? null;
  const keptName = useRef((data.cart?.name ?? '').trim());
  const typedName = useRef(name);
  typedName.current = name;
  // Once the set is made the server has let go of the name; leaving the page must not keep it again.
  const madeSet = useRef(false);
  const keepName = useCallback(
    (value: string) => {
      const text = value.trim();
      if (!cartStreamId || madeSet.current || text === keptName.current || text.length > 255) return;
      keptName.current = text;
      rename(cartStreamId, text)
        .then((result) => {
          if (result.__typename !== 'ValidationError') return;
          const forName = result.fieldErrors?.find((e) => e.field === 'name');
          if (forName) setNameErrors(forName.messages);
        })
        // Not kept this time (offline): the next change or leaving the page tries again.
        .catch(() => {
          if (keptName.current === text) keptName.current = '\u0000';
        });
    },
    [cartStreamId, rename],
  );
  // Kept a moment after the teacher stops typing, and at once when they leave the page.
  useEffect(() => {
    const timer = setTimeout(() => keepName(name), 600);
    return () => clearTimeout(timer);
  }, [name, keepName]);
  useEffect(() => () => keepName(typedName.current), [keepName]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only a change of step moves the focus (not the first render, nor a second run of the effect).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // The new step starts at the top, with the stepper in view; its heading is read out.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  /** What depends on the selection (the coverage grid, the limits) is reloaded after a topic left or came back. */
  const refresh = useCallback(async () => {
    await fetchQuery<CartScreenQuery>(environment, cartScreenQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
  }, [environment]);

  const topics = data.cart?.topics ?? [];
  const facts = selectionFacts(topics);
  const allowance = stream?.viewerSetAllowance ?? null;
  // The server's check of the selection as a set (the limits are its rule); Word is checked on its own.
  const check = downloadType === 'word' ? data.cart?.wordCheck : data.cart?.check;
  const refusedWord = wordRefusal(data.cart?.wordCheck);
  useEffect(() => {
    if (refusedWord && downloadType === 'word') setDownloadType('digital');
  }, [refusedWord, downloadType]);
  const reasons = blockingReasons({ name, facts, check, notice: stream?.viewerSearchNotice });
  const blocked = reasons.length > 0;
  const reasonsId = useId();

  if (step === LAST && made) {
    return (
      <Page>
        <CartStepper step={step} onGo={() => undefined} />
        <StepHeading step={step} headingRef={headingRef} />
        <CartConfirmation made={made} viewer={data.viewer} searchPath={searchPath} />
      </Page>
    );
  }

  if (!started || !data.cart) {
    return (
      <Page>
        <div className="card cart-empty">
          <p className="empty">{CART_TEXT.empty}</p>
          <p>{CART_TEXT.emptyHint}</p>
          {searchPath && (
            <p>
              <Link to={searchPath}>{CART_TEXT.search}</Link>
            </p>
          )}
        </div>
      </Page>
    );
  }

  const go = (to: number) => {
    setFailure(null);
    setStep(to);
  };
  const next = () => {
    if (blocked) {
      // The reasons stand next to the button; an empty name is also said at the field, which gets the focus.
      if (!name.trim() && step === 0) {
        setNameErrors([CART_TEXT.nameRequired]);
        document.getElementById(NAME_FIELD)?.focus();
      }
      return;
    }
    go(step + 1);
  };

  const make = async () => {
    if (blocked || submitting.current || !data.cart) return;
    submitting.current = true;
    setFailure(null);
    // Document 1 §8: a failure of the request itself (network, server) in the spec's words.
    const failed = `${CART_TEXT.failed}. ${CART_TEXT.tryAgain}`;
    try {
      const result = await create({
        streamId: data.cart.stream.id,
        name: name.trim(),
        downloadType,
        questionIds: facts.questionIds,
        // Topics without chosen questions stay out of the set (and so out of its order).
        topicOrder: topics.filter((t) => t.questions.length > 0).map((t) => t.topic.id),
        qr: downloadType === 'pdf' ? qr : null,
        // Lines to answer on are printed in the pdf and Word files; a digital set has none.
        answerSpace: downloadType !== 'digital' && answerSpace,
        requestKey,
        fromCart: true,
      });
      switch (result.__typename) {
        case 'CreateCollectionSuccess':
          if (!result.collection) throw new Error('no collection');
          madeSet.current = true;
          setMade({ collection: result.collection, created: result.created ?? true, downloadType, qr, answerSpace: result.collection.answerSpace });
          setStep(LAST);
          break;
        case 'ValidationError': {
          const forName = result.fieldErrors?.find((e) => e.field === 'name');
          if (forName) setNameErrors(forName.messages);
          setFailure({ title: CART_TEXT.failedTitle, message: result.message ?? failed });
          break;
        }
        case 'SetLimitError':
        case 'ForbiddenError':
          setFailure({ title: CART_TEXT.failedTitle, message: result.message ?? failed });
          // The limits may have changed since the page opened (a set made in another tab): show the current ones.
          void refresh();
          break;
        default:
          setFailure({ title: CART_TEXT.failedTitle, message: failed });
      }
    } catch {
      setFailure({ title: CART_TEXT.failedTitle, message: failed });
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Page>
      <CartStepper step={step} onGo={go} />
      <CartWarnings facts={facts} allowance={allowance} check={data.cart.check} wordCheck={data.cart.wordCheck} />
      <section className="cart-step" aria-labelledby="cart-step-title">
        <StepHeading step={step} headingRef={headingRef} />
        {step === 0 && (
          <>
            <TextField
              id={NAME_FIELD}
              className="cart-name"
              label={CART_TEXT.name}
              hint={CART_TEXT.nameHint}
              value={name}
              maxLength={255}
              required
              autoComplete="off"
              errors={nameErrors}
              onChange={(e) => {
                setName(e.target.value);
                if (e.target.value.trim()) setNameErrors(null);
              }}
              onBlur={() => keepName(name)}
            />
            {!name.trim() && data.cart.suggestedName && (
              <p className="cart-name-suggestion">
                {CART_TEXT.nameSuggestion}{' '}
                <Button
                  variant="link"
                  aria-label={CART_TEXT.suggestionLabel(data.cart.suggestedName)}
                  onClick={() => {
                    setName(data.cart!.suggestedName);
                    setNameErrors(null);
                    keepName(data.cart!.suggestedName);
                  }}
                >
                  {data.cart.suggestedName}
                </Button>
              </p>
            )}
            <CartTopics cart={data.cart} onChanged={refresh} searchPath={searchPath} />
          </>
        )}
        {step === 1 && <DistributionChoice value={downloadType} onChange={setDownloadType} qr={qr} onQr={setQr} answerSpace={answerSpace} onAnswerSpace={setAnswerSpace} wordRefusal={refusedWord} />}
        {step === OVERVIEW && (
          <CartOverview
            name={name}
            downloadType={downloadType}
            qr={qr}
            answerSpace={answerSpace}
            facts={facts}
            coverage={data.cart.coverage}
            topics={topics.filter((t) => t.questions.length).map((t) => ({ id: t.id, name: t.topic.name, numbers: t.questions.map((q) => q.number) }))}
          />
        )}
        {failure && (
          <Alert kind="error" title={failure.title}>
            <p>{failure.message}</p>
          </Alert>
        )}
        <div className="cart-nav">
          {step > 0 && (
            <Button variant="secondary" onClick={() => go(step - 1)} disabled={creating}>
              {CART_TEXT.back}
            </Button>
          )}
          {step < OVERVIEW ? (
            <Button aria-disabled={blocked || undefined} aria-describedby={blocked ? reasonsId : undefined} onClick={next}>
              {CART_TEXT.next}
            </Button>
          ) : (
            <Button loading={creating} aria-disabled={blocked || undefined} aria-describedby={blocked ? reasonsId : undefined} onClick={() => void make()}>
              {creating ? CART_TEXT.making : CART_TEXT.make}
            </Button>
          )}
        </div>
        {blocked && (
          <ul id={reasonsId} className="cart-reasons">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="cart-page">
      <h1>{CART_TEXT.title}</h1>
      {children}
    </div>
  );
}

function StepHeading({ step, headingRef }: { step: number; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h2 id="cart-step-title" className="cart-step-title" ref={headingRef} tabIndex={-1}>
      <span className="step-label">{CART_TEXT.stepOf(step + 1, STEPS.length)}</span> {STEPS[step]}
    </h2>
  );
}
