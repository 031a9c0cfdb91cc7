// The cart's topics in their order (step 'Opgaven'): per topic its exam, the chosen question numbers, points and
// minutes, whether it is complete or lacks tips/nakijken. The order changes with 'Omhoog'/'Omlaag' (focus stays on
// the button pressed) or by dragging with the mouse, and is saved with reorderCart; the list shows the new order at
// once and the saves run one after the other. A removed topic can be put back with 'Ongedaan maken'.
import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CartTopics_cart$key, CartTopics_cart$data } from '../../__generated__/CartTopics_cart.graphql';
import { useReorderCartMutation } from '../../mutations/useReorderCartMutation.ts';
import { useRemoveTopicFromCartMutation } from '../../mutations/useRemoveTopicFromCartMutation.ts';
import { useSelectQuestionsMutation } from '../../mutations/useSelectQuestionsMutation.ts';
import { COMPLEXITY_LABEL, type Complexity } from '../Search/searchState.ts';
import { examLabel } from '../../../shared/exams/examName.ts';
import { CART_TEXT } from './cartText.ts';

type CartTopic = CartTopics_cart$data['topics'][number];
type Direction = 'up' | 'down' | 'remove';
interface Removed {
  topicId: string;
  name: string;
  questionIds: string[];
  /** The topic order before the removal (topic ids), to put it back in its place. */
  order: string[];
}

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * `onChanged` runs after a topic left or came back (the screen then reloads what depends on the selection: the
 * coverage grid and the limits). `searchPath` is where to find topics once the list is empty.
 */
export function CartTopics({ cart, onChanged, searchPath }: { cart: CartTopics_cart$key; onChanged: () => Promise<void>; searchPath: string | null }) {
  const data = useFragment(
    graphql`
      fragment CartTopics_cart on Cart {
        stream {
          id
        }
        topics {
          id
          complete
          topic {
            id
            urlId
            name
            year
            term
            complexity
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
      }
    `,
    cart,
  );
  const [reorder] = useReorderCartMutation();
  const [remove] = useRemoveTopicFromCartMutation();
  const [select] = useSelectQuestionsMutation();

  // The order being saved (cart topic ids) shows instead of the store's until the last save has answered.
  const [pending, setPending] = useState<string[] | null>(null);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const lastSave = useRef(0);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const byId = new Map(data.topics.map((t) => [t.id, t]));
  const order = pending ? [...pending.filter((id) => byId.has(id)), ...data.topics.map((t) => t.id).filter((id) => !pending.includes(id))] : data.topics.map((t) => t.id);
  const items = order.map((id) => byId.get(id)!);

  // Focus follows the item that moved (by topic id: a topic put back gets a new cart topic).
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusTo, setFocusTo] = useState<{ topicId: string; button: Direction } | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // Tried again when the list's order changes: a topic put back appears only when the server's cart comes back.
  const orderKey = order.join(' ');
  useLayoutEffect(() => {
    if (!focusTo) return;
    const button = buttons.current.get(`${focusTo.topicId}:${focusTo.button}`);
    if (button) {
      button.focus();
      setFocusTo(null);
    }
  }, [focusTo, orderKey]);
  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);

  const save = (next: string[]) => {
    setPending(next);
    setProblem(null);
    const seq = ++lastSave.current;
    const topicIds = next.map((id) => byId.get(id)!.topic.id);
    saves.current = saves.current.then(async () => {
      let ok: boolean;
      try {
        const result = await reorder(data.stream.id, topicIds);
        ok = result.__typename === 'ReorderCartSuccess';
      } catch {
        ok = false;
      }
      if (seq !== lastSave.current) return;
      setPending(null);
      if (!ok) setProblem(CART_TEXT.reorderFailed);
    });
  };

  const move = (from: number, to: number, button?: Direction) => {
    if (to < 0 || to >= items.length || to === from) return;
    const item = items[from]!;
    save(moved(order, from, to));
    setAnnouncement(CART_TEXT.moved(item.topic.name, to + 1, items.length));
    if (button) setFocusTo({ topicId: item.topic.id, button });
  };

  const onRemove = async (item: CartTopic) => {
    setProblem(null);
    setBusy(item.id);
    try {
      const result = await remove(item.topic.id);
      if (result.__typename !== 'RemoveTopicFromCartSuccess') {
        setProblem(result.message ?? CART_TEXT.removeFailed);
        return;
      }
      setPending((p) => p?.filter((id) => id !== item.id) ?? null);
      setRemoved({ topicId: item.topic.id, name: item.topic.name, questionIds: item.questions.map((q) => q.id), order: items.map((t) => t.topic.id) });
      void onChanged();
    } catch {
      setProblem(CART_TEXT.removeFailed);
    } finally {
      setBusy(null);
    }
  };

  const onUndo = async () => {
    if (!removed) return;
    setProblem(null);
    setBusy('undo');
    try {
      const result = await select(removed.topicId, removed.questionIds);
      if (result.__typename !== 'SelectQuestionsSuccess') {
        setProblem(result.message ?? CART_TEXT.undoFailed);
        return;
      }
      // The topic comes back at the end, as a new cart topic: load it, then put it back in its place (another tab may
      // have changed the cart: then the server refuses the old order and the topic stays at the end).
      await onChanged();
      await reorder(data.stream.id, removed.order).catch(() => null);
      setAnnouncement(CART_TEXT.restored(removed.name));
      setFocusTo({ topicId: removed.topicId, button: 'remove' });
      setRemoved(null);
    } catch {
      setProblem(CART_TEXT.undoFailed);
    } finally {
      setBusy(null);
    }
  };

  // Dragging with the mouse: the item shows where it will land, before or after the one under the pointer. The drop
  // works from the event itself (a drop may come before React has shown the last dragover).
  const dragged = useRef<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<{ id: string; before: boolean } | null>(null);
  const upperHalf = (event: DragEvent<HTMLLIElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientY < box.top + box.height / 2;
  };
  const endDrag = () => {
    dragged.current = null;
    setDragging(null);
    setDropAt(null);
  };
  const onDragOver = (event: DragEvent<HTMLLIElement>, id: string) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    const before = upperHalf(event);
    if (dropAt?.id !== id || dropAt.before !== before) setDropAt({ id, before });
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, id: string) => {
    if (!dragged.current) return;
    event.preventDefault();
    const from = order.indexOf(dragged.current);
    let to = order.indexOf(id) + (upperHalf(event) ? 0 : 1);
    if (from < to) to -= 1;
    endDrag();
    if (from >= 0) move(from, to);
  };

  const ref = (topicId: string, button: Direction) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(`${topicId}:${button}`, element);
    else buttons.current.delete(`${topicId}:${button}`);
  };

  return (
    <div className="cart-topics">
      {items.length > 0 && (
        <p className="field-hint" id="cart-order-hint">
          {CART_TEXT.orderHint}
        </p>
      )}
      {items.length === 0 && (
        <div className="cart-empty">
          <p className="empty">{CART_TEXT.empty}</p>
          {searchPath && (
            <p>
              <Link to={searchPath}>{CART_TEXT.search}</Link>
            </p>
          )}
        </div>
      )}
      <ol hidden={items.length === 0} className="cart-topic-list" aria-label={CART_TEXT.topicsTitle} aria-describedby={items.length ? 'cart-order-hint' : undefined}>
        {items.map((item, index) => {
          const t = item.topic;
          const complete = item.complete;
          const points = item.questions.reduce((s, q) => s + q.points, 0);
          const minutes = item.questions.reduce((s, q) => s + (q.timeInMinutes ?? 0), 0);
          const level = t.complexity && t.complexity in COMPLEXITY_LABEL ? COMPLEXITY_LABEL[t.complexity as Complexity] : null;
          const drop = dropAt?.id === item.id && dragging !== item.id ? (dropAt.before ? ' cart-topic-drop-before' : ' cart-topic-drop-after') : '';
          return (
            <li
              key={item.id}
              className={`cart-topic${dragging === item.id ? ' cart-topic-dragging' : ''}${drop}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', t.name);
                dragged.current = item.id;
                setDragging(item.id);
              }}
              onDragOver={(event) => onDragOver(event, item.id)}
              onDrop={(event) => onDrop(event, item.id)}
              onDragEnd={endDrag}
            >
              <span className="cart-topic-handle" aria-hidden="true" title={CART_TEXT.drag}>
                ⠿
              </span>
              <div className="cart-topic-body">
                <h3 className="cart-topic-title">{t.name}</h3>
                <p className="cart-topic-meta">
                  {t.year && t.term ? examLabel(t.year, t.term) : null}
                  {level ? `${t.year ? ' · ' : ''}Complexiteit: ${level}` : null}
                </p>
                {item.questions.length ? (
                  <p className="cart-topic-questions">
                    {CART_TEXT.numbers(item.questions.map((q) => q.number))} · {CART_TEXT.points(points)} · {CART_TEXT.minutes(minutes)}{' '}
                    <span className="muted">({CART_TEXT.questionsOf(item.questions.length, t.questionCount)})</span>
                  </p>
                ) : (
                  <p className="cart-topic-questions cart-topic-none">{CART_TEXT.noQuestions}</p>
                )}
                {(complete || !t.hasAnswers) && (
                  <p className="cart-topic-badges">
                    {complete && <span className="badge badge-complete">{CART_TEXT.complete}</span>}
                    {!t.hasAnswers && <span className="badge badge-no-answers">{CART_TEXT.noAnswers}</span>}
                  </p>
                )}
                <p className="cart-topic-link">
                  <Link to={`/topics/${t.urlId}`}>
                    {CART_TEXT.change}
                    <span className="visually-hidden"> ({t.name})</span>
                  </Link>
                </p>
              </div>
              <div className="cart-topic-actions">
                <button ref={ref(t.id, 'up')} type="button" className="btn btn-secondary cart-topic-button" aria-disabled={index === 0 || undefined} onClick={() => move(index, index - 1, 'up')}>
                  <span aria-hidden="true">↑</span> {CART_TEXT.up}
                  <span className="visually-hidden"> ({t.name})</span>
                </button>
                <button
                  ref={ref(t.id, 'down')}
                  type="button"
                  className="btn btn-secondary cart-topic-button"
                  aria-disabled={index === items.length - 1 || undefined}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  <span aria-hidden="true">↓</span> {CART_TEXT.down}
                  <span className="visually-hidden"> ({t.name})</span>
                </button>
                <button
                  ref={ref(t.id, 'remove')}
                  type="button"
                  className="btn btn-secondary cart-topic-button cart-topic-remove"
                  disabled={busy !== null}
                  aria-busy={busy === item.id || undefined}
                  onClick={() => void onRemove(item)}
                >
                  {busy === item.id && <span className="spinner" aria-hidden="true" />}
                  {CART_TEXT.remove}
                  <span className="visually-hidden"> ({t.name})</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {removed && (
        <div className="cart-removed" role="status">
          <span>{CART_TEXT.removed(removed.name)}</span>
          {removed.questionIds.length > 0 && (
            <button ref={undoButton} type="button" className="btn btn-secondary cart-topic-button" disabled={busy !== null} onClick={() => void onUndo()}>
              {busy === 'undo' && <span className="spinner" aria-hidden="true" />}
              {CART_TEXT.undo}
            </button>
          )}
        </div>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
