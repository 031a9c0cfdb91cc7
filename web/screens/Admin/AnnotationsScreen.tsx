// /admin/courses/{course}/metadata (document 3 §2, §3 Annotation; issue 46): the stream's practice sets by type
// (Oefensets, Hele examens, …), each a fold-out with its parts (children) and their linked questions, written
// '2024-1 vraag 3 — Remweg'. Authors and admins add a part to a set, rename or delete a part (deleting asks first),
// link a question by year, term and number and unlink one; admins also rebuild the 'Hele examens' from the published
// exams (asks first). Every change answers the stream's sets anew, so the page follows; the server's words for a
// refused link are shown under its form.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AnnotationsScreenQuery, AnnotationsScreenQuery$data } from '../../__generated__/AnnotationsScreenQuery.graphql';
import type { AnnotationsScreenAddMutation } from '../../__generated__/AnnotationsScreenAddMutation.graphql';
import type { AnnotationsScreenRenameMutation } from '../../__generated__/AnnotationsScreenRenameMutation.graphql';
import type { AnnotationsScreenDeleteMutation } from '../../__generated__/AnnotationsScreenDeleteMutation.graphql';
import type { AnnotationsScreenLinkMutation } from '../../__generated__/AnnotationsScreenLinkMutation.graphql';
import type { AnnotationsScreenUnlinkMutation } from '../../__generated__/AnnotationsScreenUnlinkMutation.graphql';
import type { AnnotationsScreenRebuildMutation } from '../../__generated__/AnnotationsScreenRebuildMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField, fieldErrorMap } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { ANNOTATIONS_TEXT as T, annotationTypeName } from './annotationsText.ts';
import './annotations.css';

export const annotationsScreenQuery = graphql`
  query AnnotationsScreenQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      id
      name
      canRebuildAnnotations
      ...AnnotationsScreen_sets @relay(mask: false)
    }
  }
`;

export const annotationsScreenSets = graphql`
  fragment AnnotationsScreen_sets on Stream {
    adminAnnotations {
      urlId
      name
      type
      children {
        urlId
        name
        type
        questions {
          urlId
          year
          term
          number
          topicName
        }
      }
    }
  }
`;

const addMutation = graphql`
  mutation AnnotationsScreenAddMutation($streamId: ID!, $parentUrlId: String!, $name: String!) {
    addAnnotationChild(streamId: $streamId, parentUrlId: $parentUrlId, name: $name) {
      __typename
      ... on AddAnnotationChildSuccess {
        stream {
          id
          ...AnnotationsScreen_sets @relay(mask: false)
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
  mutation AnnotationsScreenRenameMutation($urlId: String!, $name: String!) {
    renameAnnotationChild(urlId: $urlId, name: $name) {
      __typename
      ... on RenameAnnotationChildSuccess {
        stream {
          id
          ...AnnotationsScreen_sets @relay(mask: false)
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

const deleteMutation = graphql`
  mutation AnnotationsScreenDeleteMutation($urlId: String!) {
    deleteAnnotationChild(urlId: $urlId) {
      __typename
      ... on DeleteAnnotationChildSuccess {
        stream {
          id
          ...AnnotationsScreen_sets @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const linkMutation = graphql`
  mutation AnnotationsScreenLinkMutation($annotationUrlId: String!, $year: Int!, $term: Int!, $number: Int!) {
    linkAnnotationQuestion(annotationUrlId: $annotationUrlId, year: $year, term: $term, number: $number) {
      __typename
      ... on LinkAnnotationQuestionSuccess {
        stream {
          id
          ...AnnotationsScreen_sets @relay(mask: false)
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

const unlinkMutation = graphql`
  mutation AnnotationsScreenUnlinkMutation($annotationUrlId: String!, $year: Int!, $term: Int!, $number: Int!) {
    unlinkAnnotationQuestion(annotationUrlId: $annotationUrlId, year: $year, term: $term, number: $number) {
      __typename
      ... on UnlinkAnnotationQuestionSuccess {
        stream {
          id
          ...AnnotationsScreen_sets @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const rebuildMutation = graphql`
  mutation AnnotationsScreenRebuildMutation($streamId: ID!) {
    rebuildExamAnnotations(streamId: $streamId) {
      __typename
      ... on RebuildExamAnnotationsSuccess {
        exams
        stream {
          id
          ...AnnotationsScreen_sets @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

type Stream = NonNullable<AnnotationsScreenQuery$data['adminStream']>;
type AnnotationSet = Stream['adminAnnotations'][number];
type Child = AnnotationSet['children'][number];

/** The sets grouped by type: Oefensets first, then the other types by name; within a type by position and name. */
function byType(sets: readonly AnnotationSet[]): [string, AnnotationSet[]][] {
  const groups = new Map<string, AnnotationSet[]>();
  for (const set of sets) {
    const list = groups.get(set.type);
    if (list) list.push(set);
    else groups.set(set.type, [set]);
  }
  // The sets authors edit most, per onderwerp, first; the other types after them in the server's order.
  return [...groups].sort(([a], [b]) => Number(b === 'oefenset') - Number(a === 'oefenset'));
}

export function AnnotationsScreen({ queryRef }: { queryRef: PreloadedQuery<AnnotationsScreenQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<AnnotationsScreenQuery>(annotationsScreenQuery, queryRef);
  if (!stream) return <p className="empty">{T.notFound}</p>;
  const groups = byType(stream.adminAnnotations);
  return (
    <div className="annotations">
      <h1>{T.title(stream.name)}</h1>
      <p>{T.lead}</p>
      {stream.canRebuildAnnotations && <RebuildPanel streamId={stream.id} />}
      {groups.length === 0 && <p className="empty">{T.none}</p>}
      {groups.map(([type, sets]) => (
        <section key={type} className="annotation-type" aria-labelledby={`annotation-type-${type}`}>
          <h2 id={`annotation-type-${type}`}>{annotationTypeName(type)}</h2>
          <ul className="annotation-sets">
            {sets.map((set) => (
              <li key={set.urlId}>
                <SetCard streamId={stream.id} set={set} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function SetCard({ streamId, set }: { streamId: string; set: AnnotationSet }) {
  return (
    <details className="card annotation-set">
      <summary>
        <span className="annotation-set-name">{set.name}</span> <span className="annotation-count">{T.parts(set.children.length)}</span>
      </summary>
      {set.children.length === 0 ? (
        <p className="empty">{T.noParts}</p>
      ) : (
        <ul className="annotation-children">
          {set.children.map((child) => (
            <li key={child.urlId}>
              <ChildItem child={child} />
            </li>
          ))}
        </ul>
      )}
      <AddChildForm streamId={streamId} set={set} />
    </details>
  );
}

function ChildItem({ child }: { child: Child }) {
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  /** Closes the rename form; the keyboard's place returns to 'Naam wijzigen' once it is shown again. */
  const closeRename = () => {
    setErrors({});
    returnFocus.current = true;
    setRenaming(false);
  };
  useEffect(() => {
    if (renaming || !returnFocus.current) return;
    returnFocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const [name, setName] = useState(child.name);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [rename, savingName] = usePromiseMutation<AnnotationsScreenRenameMutation>(renameMutation);
  const [remove, removing] = usePromiseMutation<AnnotationsScreenDeleteMutation>(deleteMutation);
  const [unlink] = usePromiseMutation<AnnotationsScreenUnlinkMutation>(unlinkMutation);
  /** The question being unlinked: only its button waits. */
  const [unlinking, setUnlinking] = useState<string | null>(null);

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { renameAnnotationChild: result } = await rename({ urlId: child.urlId, name });
      if (result.__typename === 'RenameAnnotationChildSuccess') {
        closeRename();
        toast(T.renamed, 'success');
        return;
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
      toast(result.__typename === '%other' ? T.failed : (result.message ?? T.failed), 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  const onRemove = async () => {
    if (!window.confirm(T.confirmRemove(child.name))) return;
    try {
      const { deleteAnnotationChild: result } = await remove({ urlId: child.urlId });
      toast(result.__typename === 'DeleteAnnotationChildSuccess' ? T.removed : T.failed, result.__typename === 'DeleteAnnotationChildSuccess' ? 'success' : 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  const onUnlink = async (q: Child['questions'][number]) => {
    setUnlinking(q.urlId);
    try {
      const { unlinkAnnotationQuestion: result } = await unlink({ annotationUrlId: child.urlId, year: q.year, term: q.term, number: q.number });
      toast(result.__typename === 'UnlinkAnnotationQuestionSuccess' ? T.unlinked : T.failed, result.__typename === 'UnlinkAnnotationQuestionSuccess' ? 'success' : 'error');
    } catch {
      toast(T.failed, 'error');
    } finally {
      setUnlinking(null);
    }
  };

  return (
    <div className="annotation-child">
      <div className="annotation-child-head">
        <h3>
          {child.name} <span className="annotation-child-type">{annotationTypeName(child.type)}</span>
        </h3>
        {!renaming && (
          <span className="annotation-actions">
            <Button variant="secondary" ref={renameButton} onClick={() => (setName(child.name), setRenaming(true))}>
              {T.rename}
            </Button>
            <Button variant="danger" loading={removing} onClick={onRemove} aria-label={T.removeLabel(child.name)}>
              {T.remove}
            </Button>
          </span>
        )}
      </div>
      {renaming && (
        <form className="annotation-inline-form" onSubmit={saveName} onKeyDown={(event) => event.key === 'Escape' && closeRename()} noValidate>
          <TextField label={T.renameLabel(child.name)} value={name} onChange={(e) => setName(e.target.value)} errors={errors.name} required autoFocus />
          <Button type="submit" loading={savingName}>
            {T.save}
          </Button>
          <Button variant="secondary" onClick={closeRename}>
            {T.cancel}
          </Button>
        </form>
      )}
      {child.questions.length === 0 ? (
        <p className="empty">{T.noQuestions}</p>
      ) : (
        <ul className="annotation-questions">
          {child.questions.map((q) => {
            const label = T.question(q);
            return (
              <li key={q.urlId}>
                <span>{label}</span>
                <Button variant="link" loading={unlinking === q.urlId} onClick={() => onUnlink(q)} aria-label={T.unlinkLabel(label)}>
                  {T.unlink}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <LinkForm child={child} />
    </div>
  );
}

function LinkForm({ child }: { child: Child }) {
  const toast = useToast();
  const [values, setValues] = useState({ year: '', term: '', number: '' });
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [link, linking] = usePromiseMutation<AnnotationsScreenLinkMutation>(linkMutation);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numberOf = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : -1);
    try {
      const { linkAnnotationQuestion: result } = await link({ annotationUrlId: child.urlId, year: numberOf(values.year), term: numberOf(values.term), number: numberOf(values.number) });
      if (result.__typename === 'LinkAnnotationQuestionSuccess') {
        setErrors({});
        setProblem(null);
        setValues({ year: values.year, term: values.term, number: '' });
        toast(T.linked, 'success');
        return;
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
      setProblem(result.__typename === 'AnnotationQuestionNotFoundError' ? (result.message ?? null) : null);
      toast(result.__typename === '%other' ? T.failed : (result.message ?? T.failed), 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  return (
    <form className="annotation-link-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{T.linkLegend(child.name)}</legend>
        <div className="annotation-link-fields">
          <TextField label={T.year} inputMode="numeric" autoComplete="off" value={values.year} onChange={set('year')} errors={errors.year} required />
          <TextField label={T.term} inputMode="numeric" autoComplete="off" value={values.term} onChange={set('term')} errors={errors.term} required />
          <TextField label={T.number} inputMode="numeric" autoComplete="off" value={values.number} onChange={set('number')} errors={errors.number} required />
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={linking}>
          {T.link}
        </Button>
      </fieldset>
    </form>
  );
}

function AddChildForm({ streamId, set }: { streamId: string; set: AnnotationSet }) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [add, adding] = usePromiseMutation<AnnotationsScreenAddMutation>(addMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { addAnnotationChild: result } = await add({ streamId, parentUrlId: set.urlId, name });
      if (result.__typename === 'AddAnnotationChildSuccess') {
        setName('');
        setErrors({});
        toast(T.childAdded, 'success');
        return;
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
      toast(result.__typename === '%other' ? T.failed : (result.message ?? T.failed), 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };

  return (
    <form className="annotation-inline-form annotation-add" onSubmit={submit} noValidate>
      <TextField label={T.childName} value={name} onChange={(e) => setName(e.target.value)} errors={errors.name} required />
      <Button type="submit" loading={adding} disabled={!name.trim()}>
        {T.addChild}
      </Button>
    </form>
  );
}

function RebuildPanel({ streamId }: { streamId: string }) {
  const toast = useToast();
  const [rebuild, rebuilding] = usePromiseMutation<AnnotationsScreenRebuildMutation>(rebuildMutation);
  const onRebuild = async () => {
    if (!window.confirm(T.confirmRebuild)) return;
    try {
      const { rebuildExamAnnotations: result } = await rebuild({ streamId });
      if (result.__typename === 'RebuildExamAnnotationsSuccess') toast(T.rebuilt(result.exams ?? 0), 'success');
      else toast(T.failed, 'error');
    } catch {
      toast(T.failed, 'error');
    }
  };
  return (
    <section className="card annotation-rebuild" aria-labelledby="annotation-rebuild-title">
      <h2 id="annotation-rebuild-title">{T.rebuildTitle}</h2>
      <p>{T.rebuildLead}</p>
      <Button variant="secondary" loading={rebuilding} onClick={onRebuild}>
        {T.rebuild}
      </Button>
    </section>
  );
}
