// /admin/courses/{course}/tags (document 3 §2, §3 Tag, §8; issue 46): the stream's keywords with their question
// counts, by name. Authors and admins add one, rename one (a name another keyword has merges the two), merge one into
// another ('Samenvoegen met…') and delete one (asking first, with how many questions lose it). Below, 'Mogelijk
// dubbele trefwoorden': the groups the server's near-duplicate rule finds (shared/content/keywords.ts), each merged in
// one step into the one with the most questions. Every change answers the stream's list anew, so the page follows.
// After a merge or a delete a notice offers 'Ongedaan maken' (the server puts the keyword(s) back with exactly their
// questions, or says why it no longer can); it stays until the next change or 'Sluiten' — a toast goes after 3 s,
// too soon to reach its button by keyboard — and takes the focus, as the keyword acted on has left the list.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { TagsScreenQuery, TagsScreenQuery$data } from '../../__generated__/TagsScreenQuery.graphql';
import type { TagsScreenCreateMutation } from '../../__generated__/TagsScreenCreateMutation.graphql';
import type { TagsScreenRenameMutation } from '../../__generated__/TagsScreenRenameMutation.graphql';
import type { TagsScreenMergeMutation } from '../../__generated__/TagsScreenMergeMutation.graphql';
import type { TagsScreenDeleteMutation } from '../../__generated__/TagsScreenDeleteMutation.graphql';
import type { TagsScreenUndoMutation } from '../../__generated__/TagsScreenUndoMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { SelectField, TextField, fieldErrorMap, focusFirstInvalid } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { keywordStem } from '../../../shared/content/keywords.ts';
import { TAGS_TEXT as T } from './tagsText.ts';
import './tags.css';

export const tagsScreenQuery = graphql`
  query TagsScreenQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      id
      name
      ...TagsScreen_tags @relay(mask: false)
    }
  }
`;

export const tagsScreenTags = graphql`
  fragment TagsScreen_tags on Stream {
    adminTags {
      urlId
      name
      questionCount
    }
    adminTagDuplicates {
      keep {
        urlId
        name
        questionCount
      }
      others {
        urlId
        name
        questionCount
      }
    }
  }
`;

const createMutation = graphql`
  mutation TagsScreenCreateMutation($streamId: ID!, $name: String!) {
    createTag(streamId: $streamId, name: $name) {
      __typename
      ... on TagChangeSuccess {
        stream {
          id
          ...TagsScreen_tags @relay(mask: false)
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const renameMutation = graphql`
  mutation TagsScreenRenameMutation($id: ID!, $name: String!) {
    renameTag(id: $id, name: $name) {
      __typename
      ... on TagChangeSuccess {
        mergedUrlIds
        undoUrlId
        tag {
          name
        }
        stream {
          id
          ...TagsScreen_tags @relay(mask: false)
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const mergeMutation = graphql`
  mutation TagsScreenMergeMutation($targetId: ID!, $sourceIds: [ID!]!) {
    mergeTags(targetId: $targetId, sourceIds: $sourceIds) {
      __typename
      ... on TagChangeSuccess {
        undoUrlId
        tag {
          name
        }
        stream {
          id
          ...TagsScreen_tags @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation TagsScreenDeleteMutation($id: ID!) {
    deleteTag(id: $id) {
      __typename
      ... on TagChangeSuccess {
        undoUrlId
        stream {
          id
          ...TagsScreen_tags @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const undoMutation = graphql`
  mutation TagsScreenUndoMutation($undoUrlId: ID!) {
    undoTagChange(undoUrlId: $undoUrlId) {
      __typename
      ... on TagChangeSuccess {
        stream {
          id
          ...TagsScreen_tags @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Stream = NonNullable<TagsScreenQuery$data['adminStream']>;
type Tag = Stream['adminTags'][number];
type Group = Stream['adminTagDuplicates'][number];
/** What a merge or delete said it did, with what undoes it. */
interface Undoable {
  text: string;
  undoUrlId: string;
}
/** Shows the notice of a change that can be undone (a merge or delete). */
type Offer = (text: string, undoUrlId: string) => void;

/** The save failure of document 3 §8, shown beside the form that failed. */
function SaveFailed() {
  return (
    <Alert kind="error" title={T.saveFailedTitle}>
      {T.saveFailed}
    </Alert>
  );
}

export function TagsScreen({ queryRef }: { queryRef: PreloadedQuery<TagsScreenQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<TagsScreenQuery>(tagsScreenQuery, queryRef);
  const [filter, setFilter] = useState('');
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const offer: Offer = (text, undoUrlId) => setUndoable({ text, undoUrlId });
  if (!stream) return <p className="empty">{T.notFound}</p>;
  const wanted = keywordStem(filter);
  const shown = wanted ? stream.adminTags.filter((tag) => keywordStem(tag.name).includes(wanted)) : stream.adminTags;
  return (
    <div className="tags-page">
      <h1>{T.title(stream.name)}</h1>
      <p>{T.lead}</p>
      <AddTagForm streamId={stream.id} />
      <Duplicates groups={stream.adminTagDuplicates} offer={offer} />
      <section aria-labelledby="tag-list-title">
        <h2 id="tag-list-title" tabIndex={-1}>
          {T.listTitle(stream.adminTags.length)}
        </h2>
        {stream.adminTags.length === 0 ? (
          <p className="empty">{T.none}</p>
        ) : (
          <>
            <TextField className="tag-filter" type="search" label={T.filter} value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
            {shown.length === 0 && <p className="empty">{T.noneFound}</p>}
            <ul className="tag-list">
              {shown.map((tag) => (
                <li key={tag.urlId}>
                  <TagItem tag={tag} all={stream.adminTags} offer={offer} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {undoable && <UndoNotice key={undoable.undoUrlId} undoable={undoable} onClose={() => setUndoable(null)} />}
    </div>
  );
}

/** 'Samengevoegd in X' / 'Trefwoord verwijderd' with 'Ongedaan maken' (and 'Sluiten'); the server's refusal in place. */
function UndoNotice({ undoable, onClose }: { undoable: Undoable; onClose: () => void }) {
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [undo, undoing] = usePromiseMutation<TagsScreenUndoMutation>(undoMutation);
  useEffect(() => button.current?.focus(), []);

  const onUndo = async () => {
    try {
      const { undoTagChange: result } = await undo({ undoUrlId: undoable.undoUrlId });
      if (result.__typename === 'TagChangeSuccess') {
        onClose();
        toast(T.undone, 'success');
        document.getElementById('tag-list-title')?.focus();
        return;
      }
      setProblem(result.__typename === 'ValidationError' ? T.undoNameTaken : T.undoRefused(result.message ?? ''));
    } catch {
      setProblem(T.undoRefused(''));
    }
  };

  return (
    <div className="tag-undo" role="group" aria-label={T.undoGroup}>
      <p id="tag-undo-text" role="status">
        {undoable.text}
      </p>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : (
        <Button ref={button} variant="secondary" loading={undoing} onClick={onUndo} aria-describedby="tag-undo-text">
          {T.undo}
        </Button>
      )}
      <Button variant="link" onClick={onClose}>
        {T.close}
      </Button>
    </div>
  );
}

function AddTagForm({ streamId }: { streamId: string }) {
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [failed, setFailed] = useState(false);
  const [create, creating] = usePromiseMutation<TagsScreenCreateMutation>(createMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { createTag: result } = await create({ streamId, name });
      if (result.__typename === 'TagChangeSuccess') {
        setName('');
        setErrors({});
        setFailed(false);
        toast(T.added, 'success');
        return;
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
      setFailed(true);
      focusFirstInvalid(form.current);
    } catch {
      setFailed(true);
    }
  };

  return (
    <form ref={form} className="tag-add" onSubmit={submit} noValidate>
      <div className="tag-inline">
        <TextField label={T.newName} value={name} maxLength={255} onChange={(e) => setName(e.target.value)} errors={errors.name} required autoComplete="off" />
        <Button type="submit" loading={creating}>
          {T.add}
        </Button>
      </div>
      {failed && <SaveFailed />}
    </form>
  );
}

function TagItem({ tag, all, offer }: { tag: Tag; all: readonly Tag[]; offer: Offer }) {
  const toast = useToast();
  const [mode, setMode] = useState<'view' | 'rename' | 'merge'>('view');
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(tag.name);
  const [target, setTarget] = useState('');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [rename, renaming] = usePromiseMutation<TagsScreenRenameMutation>(renameMutation);
  const [merge, merging] = usePromiseMutation<TagsScreenMergeMutation>(mergeMutation);
  const [remove, removing] = usePromiseMutation<TagsScreenDeleteMutation>(deleteMutation);

  const close = () => (setMode('view'), setErrors({}), setFailed(false));

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { renameTag: result } = await rename({ id: tag.urlId, name });
      if (result.__typename === 'TagChangeSuccess') {
        close();
        if (result.undoUrlId) offer(T.merged(result.tag?.name ?? name), result.undoUrlId);
        else toast(T.saved, 'success');
        return;
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
      setFailed(true);
      focusFirstInvalid(form.current);
    } catch {
      setFailed(true);
    }
  };

  const saveMerge = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return;
    try {
      const { mergeTags: result } = await merge({ targetId: target, sourceIds: [tag.urlId] });
      if (result.__typename === 'TagChangeSuccess') {
        if (result.undoUrlId) offer(T.merged(result.tag?.name ?? ''), result.undoUrlId);
        else toast(T.merged(result.tag?.name ?? ''), 'success');
        return;
      }
      setFailed(true);
    } catch {
      setFailed(true);
    }
  };

  const onRemove = async () => {
    try {
      const { deleteTag: result } = await remove({ id: tag.urlId });
      setConfirming(false);
      if (result.__typename === 'TagChangeSuccess' && result.undoUrlId) offer(T.removedNamed(tag.name), result.undoUrlId);
      else toast(result.__typename === 'TagChangeSuccess' ? T.removed : T.removeFailed, result.__typename === 'TagChangeSuccess' ? 'success' : 'error');
    } catch {
      setConfirming(false);
      toast(T.removeFailed, 'error');
    }
  };

  const others = all.filter((t) => t.urlId !== tag.urlId).map((t) => ({ value: t.urlId, label: `${t.name} (${T.count(t.questionCount)})` }));

  return (
    <div className="tag-item">
      <div className="tag-head">
        <span className="tag-name">{tag.name}</span>
        <span className="tag-count">{T.count(tag.questionCount)}</span>
        {mode === 'view' && (
          <span className="tag-actions">
            <Button variant="secondary" onClick={() => (setName(tag.name), setMode('rename'))} aria-label={T.renameButtonLabel(tag.name)}>
              {T.rename}
            </Button>
            {others.length > 0 && (
              <Button variant="secondary" onClick={() => (setTarget(''), setMode('merge'))} aria-label={T.mergeButtonLabel(tag.name)}>
                {T.merge}
              </Button>
            )}
            <Button variant="danger" onClick={() => setConfirming(true)} aria-label={T.removeLabel(tag.name)}>
              {T.remove}
            </Button>
          </span>
        )}
      </div>
      {mode === 'rename' && (
        <form ref={form} className="tag-edit" onSubmit={saveName} noValidate>
          <div className="tag-inline">
            <TextField
              label={T.renameLabel(tag.name)}
              hint={T.renameHint}
              value={name}
              maxLength={255}
              onChange={(e) => setName(e.target.value)}
              errors={errors.name}
              required
              autoFocus
              autoComplete="off"
            />
            <Button type="submit" loading={renaming}>
              {T.save}
            </Button>
            <Button variant="secondary" onClick={close}>
              {T.cancel}
            </Button>
          </div>
          {failed && <SaveFailed />}
        </form>
      )}
      {mode === 'merge' && (
        <form className="tag-edit" onSubmit={saveMerge} noValidate>
          <div className="tag-inline">
            <SelectField label={T.mergeLabel(tag.name)} options={others} placeholder={T.mergeChoose} value={target} onChange={(e) => setTarget(e.target.value)} autoFocus />
            <Button type="submit" loading={merging} disabled={!target}>
              {T.mergeSubmit}
            </Button>
            <Button variant="secondary" onClick={close}>
              {T.cancel}
            </Button>
          </div>
          {failed && <SaveFailed />}
        </form>
      )}
      {confirming && (
        <Modal
          open
          title={T.confirmTitle(tag.name)}
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="danger" loading={removing} onClick={onRemove}>
                {T.remove}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
            </>
          }
        >
          <p>{T.confirmBody(tag.questionCount)}</p>
        </Modal>
      )}
    </div>
  );
}

function Duplicates({ groups, offer }: { groups: readonly Group[]; offer: Offer }) {
  return (
    <section className="tag-duplicates" aria-labelledby="tag-duplicates-title">
      <h2 id="tag-duplicates-title">{T.duplicatesTitle}</h2>
      <p>{T.duplicatesLead}</p>
      {groups.length === 0 ? (
        <p className="empty">{T.noDuplicates}</p>
      ) : (
        <ul className="tag-groups">
          {groups.map((group) => (
            <li key={group.keep.urlId}>
              <DuplicateGroup group={group} offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DuplicateGroup({ group, offer }: { group: Group; offer: Offer }) {
  const toast = useToast();
  const [merge, merging] = usePromiseMutation<TagsScreenMergeMutation>(mergeMutation);
  const label = (t: Group['keep']) => `${t.name} (${T.count(t.questionCount)})`;
  const others = group.others.map(label);
  const onMerge = async () => {
    try {
      const { mergeTags: result } = await merge({ targetId: group.keep.urlId, sourceIds: group.others.map((t) => t.urlId) });
      if (result.__typename === 'TagChangeSuccess' && result.undoUrlId) offer(T.merged(group.keep.name), result.undoUrlId);
      else toast(result.__typename === 'TagChangeSuccess' ? T.merged(group.keep.name) : T.saveFailed, result.__typename === 'TagChangeSuccess' ? 'success' : 'error');
    } catch {
      toast(T.saveFailed, 'error');
    }
  };
  return (
    <div className="tag-group">
      <span>{T.duplicateGroup(label(group.keep), others)}</span>
      <Button
        variant="secondary"
        loading={merging}
        onClick={onMerge}
        aria-label={T.mergeGroupLabel(
          group.keep.name,
          group.others.map((t) => t.name),
        )}
      >
        {T.mergeGroup}
      </Button>
    </div>
  );
}
