// A new question of a topic (…/exams/{exam}/topics/{topic}/questions/create; 'Vraag toevoegen' in the topic editor):
// number (99 unless changed), points (0), introduction and text. 'Vraag aangemaakt' opens the new question's editor;
// a refused create says 'Er ging iets fout' / 'Kon de vraag niet aanmaken.' with the fields' messages (document 3 §5, §8).
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { QuestionCreateScreenQuery } from '../../__generated__/QuestionCreateScreenQuery.graphql';
import type { QuestionCreateScreenMutation } from '../../__generated__/QuestionCreateScreenMutation.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField, fieldErrorMap } from '../../components/ui/Field.tsx';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { useLeaveGuard } from '../../lib/useLeaveGuard.ts';
import { MarkupField } from './MarkupField.tsx';
import { QUESTION_TEXT as T } from './questionEditorText.ts';
import './questionEditor.css';

export const questionCreateScreenQuery = graphql`
  query QuestionCreateScreenQuery($urlId: String!) @preloadable {
    adminTopicByUrlId(urlId: $urlId) {
      id
      name
    }
  }
`;

const createMutation = graphql`
  mutation QuestionCreateScreenMutation($topicId: ID!, $number: Int, $points: Int, $introduction: String, $text: String!) {
    createQuestion(topicId: $topicId, number: $number, points: $points, introduction: $introduction, text: $text) {
      __typename
      ... on CreateQuestionSuccess {
        question {
          urlId
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

export function QuestionCreateScreen({ queryRef }: { queryRef: PreloadedQuery<QuestionCreateScreenQuery> }) {
  const { adminTopicByUrlId: topic } = usePreloadedQuery<QuestionCreateScreenQuery>(questionCreateScreenQuery, queryRef);
  const [values, setValues] = useState({ number: '99', points: '0', introduction: '', text: '' });
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const [failed, setFailed] = useState(false);
  // Where to go once the leave guard is off: navigating in the same tick would still meet the guard of this render.
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [create, creating] = usePromiseMutation<QuestionCreateScreenMutation>(createMutation);
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dirty = values.introduction !== '' || values.text !== '' || values.number !== '99' || values.points !== '0';
  useLeaveGuard(dirty && leavingTo === null, T.leave);
  useEffect(() => {
    if (leavingTo !== null) navigate(leavingTo);
  }, [leavingTo, navigate]);
  if (!topic) return <p className="empty">{T.notFound}</p>;
  const topicPath = pathname.replace(/\/questions\/create\/?$/, '');
  const examPath = topicPath.replace(/\/topics\/[^/]+$/, '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { createQuestion: result } = await create({
        topicId: topic.id,
        number: Number(values.number),
        points: Number(values.points),
        introduction: values.introduction,
        text: values.text,
      });
      if (result.__typename === 'CreateQuestionSuccess' && result.question) {
        toast(T.created, 'success');
        setLeavingTo(`${examPath}/questions/${result.question.urlId}`);
        return;
      }
      setErrors(result.__typename === 'ValidationError' ? fieldErrorMap(result.fieldErrors) : {});
    } catch {
      setErrors({});
    }
    setFailed(true);
    toast(T.createFailed, 'error');
  };

  return (
    <div className="question-editor">
      <p>
        <Link to={topicPath}>{T.backToTopic}</Link>
      </p>
      <h1>{T.createTitle(topic.name)}</h1>
      {failed && (
        <div className="card" role="alert">
          <h2>{T.createFailedTitle}</h2>
          <p>{T.createFailed}</p>
        </div>
      )}
      <form className="card" onSubmit={submit} noValidate>
        <div className="question-numbers">
          <TextField label={T.number} type="number" min={0} step={1} value={values.number} onChange={(e) => setValues((v) => ({ ...v, number: e.target.value }))} errors={errors.number} required />
          <TextField label={T.points} type="number" min={0} step={1} value={values.points} onChange={(e) => setValues((v) => ({ ...v, points: e.target.value }))} errors={errors.points} required />
        </div>
        <MarkupField
          label={T.introduction}
          previewLabel={T.introductionPreview}
          rows={5}
          value={values.introduction}
          onChange={(introduction) => setValues((v) => ({ ...v, introduction }))}
          error={errors.introduction}
          previewEmpty={T.previewEmpty}
        />
        <MarkupField
          label={T.text}
          previewLabel={T.textPreview}
          rows={6}
          value={values.text}
          onChange={(text) => setValues((v) => ({ ...v, text }))}
          error={errors.text}
          previewEmpty={T.previewEmpty}
        />
        <div className="form-actions">
          <Button type="submit" loading={creating}>
            {T.create}
          </Button>
        </div>
      </form>
    </div>
  );
}
