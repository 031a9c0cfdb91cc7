// The stream's domains (/admin/courses/{course}/domains) and question types (/admin/courses/{course}/vraagtypen), as
// the course page's cards 'Domeinen' and 'Vraagtypen' lead to them (issue 46): view, add, rename and delete. A domain
// has subdomains (two levels). A delete asks first and is refused by the server while questions use the item, with
// the count. Teachers' filters show a change at once (the server keeps them).
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DomainsScreenQuery } from '../../__generated__/DomainsScreenQuery.graphql';
import type { DomainsScreenTypesQuery } from '../../__generated__/DomainsScreenTypesQuery.graphql';
import type { DomainsScreenCreateDomainMutation } from '../../__generated__/DomainsScreenCreateDomainMutation.graphql';
import type { DomainsScreenUpdateDomainMutation } from '../../__generated__/DomainsScreenUpdateDomainMutation.graphql';
import type { DomainsScreenDeleteDomainMutation } from '../../__generated__/DomainsScreenDeleteDomainMutation.graphql';
import type { DomainsScreenCreateTypeMutation } from '../../__generated__/DomainsScreenCreateTypeMutation.graphql';
import type { DomainsScreenUpdateTypeMutation } from '../../__generated__/DomainsScreenUpdateTypeMutation.graphql';
import type { DomainsScreenDeleteTypeMutation } from '../../__generated__/DomainsScreenDeleteTypeMutation.graphql';
import { usePromiseMutation } from '../../mutations/usePromiseMutation.ts';
import { ADMIN_TEXT } from './adminText.ts';
import { AddForm, ItemForm, METADATA_TEXT, outcomeOf } from './metadataForms.tsx';
import './metadata.css';

export const DOMAINS_TEXT = {
  domainsTitle: (stream: string) => `Domeinen ${stream}`,
  typesTitle: (stream: string) => `Vraagtypen ${stream}`,
  noDomains: 'Dit vak heeft nog geen domeinen.',
  noTypes: 'Dit vak heeft nog geen vraagtypen.',
  name: 'Naam',
  domain: (name: string) => `Domein ${name}`,
  subdomain: (name: string) => `Subdomein ${name}`,
  subdomains: 'Subdomeinen',
  addDomain: 'Domein toevoegen',
  newDomain: 'Nieuw domein',
  addSubdomain: 'Subdomein toevoegen',
  newSubdomain: (name: string) => `Nieuw subdomein in ${name}`,
  type: (name: string) => `Vraagtype ${name}`,
  addType: 'Vraagtype toevoegen',
  newType: 'Nieuw vraagtype',
  confirmDomain: (name: string) => `Weet je zeker dat je het domein ${name} met zijn subdomeinen wil verwijderen?`,
  confirmSubdomain: (name: string) => `Weet je zeker dat je het subdomein ${name} wil verwijderen?`,
  confirmType: (name: string) => `Weet je zeker dat je het vraagtype ${name} wil verwijderen?`,
} as const;

export const domainsScreenQuery = graphql`
  query DomainsScreenQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      id
      urlId
      name
      ...DomainsScreen_domains @relay(mask: false)
    }
  }
`;

export const domainsScreenTypesQuery = graphql`
  query DomainsScreenTypesQuery($urlId: String!) @preloadable {
    adminStream(urlId: $urlId) {
      id
      urlId
      name
      ...DomainsScreen_types @relay(mask: false)
    }
  }
`;

export const domainsFragment = graphql`
  fragment DomainsScreen_domains on Stream {
    adminDomains {
      id
      name
      questionCount
      children {
        id
        name
        questionCount
      }
    }
  }
`;

export const typesFragment = graphql`
  fragment DomainsScreen_types on Stream {
    adminQuestionTypes {
      id
      name
      questionCount
    }
  }
`;

const createDomainMutation = graphql`
  mutation DomainsScreenCreateDomainMutation($streamId: String!, $parentId: String, $name: String!) {
    createDomain(streamId: $streamId, parentId: $parentId, name: $name) {
      __typename
      ... on DomainSaved {
        stream {
          id
          ...DomainsScreen_domains @relay(mask: false)
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

const updateDomainMutation = graphql`
  mutation DomainsScreenUpdateDomainMutation($id: String!, $name: String!) {
    updateDomain(id: $id, name: $name) {
      __typename
      ... on DomainSaved {
        stream {
          id
          ...DomainsScreen_domains @relay(mask: false)
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

const deleteDomainMutation = graphql`
  mutation DomainsScreenDeleteDomainMutation($id: String!) {
    deleteDomain(id: $id) {
      __typename
      ... on DomainDeleted {
        stream {
          id
          ...DomainsScreen_domains @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const createTypeMutation = graphql`
  mutation DomainsScreenCreateTypeMutation($streamId: String!, $name: String!) {
    createQuestionType(streamId: $streamId, name: $name) {
      __typename
      ... on QuestionTypeSaved {
        stream {
          id
          ...DomainsScreen_types @relay(mask: false)
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

const updateTypeMutation = graphql`
  mutation DomainsScreenUpdateTypeMutation($id: String!, $name: String!) {
    updateQuestionType(id: $id, name: $name) {
      __typename
      ... on QuestionTypeSaved {
        stream {
          id
          ...DomainsScreen_types @relay(mask: false)
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

const deleteTypeMutation = graphql`
  mutation DomainsScreenDeleteTypeMutation($id: String!) {
    deleteQuestionType(id: $id) {
      __typename
      ... on QuestionTypeDeleted {
        stream {
          id
          ...DomainsScreen_types @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const NAME = [{ name: 'name', label: DOMAINS_TEXT.name }] as const;

export function DomainsScreen({ queryRef }: { queryRef: PreloadedQuery<DomainsScreenQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<DomainsScreenQuery>(domainsScreenQuery, queryRef);
  const [create] = usePromiseMutation<DomainsScreenCreateDomainMutation>(createDomainMutation);
  const [update] = usePromiseMutation<DomainsScreenUpdateDomainMutation>(updateDomainMutation);
  const [remove] = usePromiseMutation<DomainsScreenDeleteDomainMutation>(deleteDomainMutation);
  if (!stream) return <p className="empty">{ADMIN_TEXT.loadFailed}</p>;
  const add = async (name: string, parentId: string | null) => outcomeOf((await create({ streamId: stream.urlId, parentId, name })).createDomain, 'DomainSaved');
  const rename = async (id: string, name: string) => outcomeOf((await update({ id, name })).updateDomain, 'DomainSaved');
  const drop = async (id: string) => outcomeOf((await remove({ id })).deleteDomain, 'DomainDeleted');
  return (
    <div className="metadata-page">
      <h1>{DOMAINS_TEXT.domainsTitle(stream.name)}</h1>
      {stream.adminDomains.length === 0 && <p className="empty">{DOMAINS_TEXT.noDomains}</p>}
      <ul className="metadata-books">
        {stream.adminDomains.map((d) => (
          <li key={d.id} className="card metadata-book">
            <h2>{DOMAINS_TEXT.domain(d.name)}</h2>
            <ItemForm
              title={DOMAINS_TEXT.domain(d.name)}
              fields={NAME}
              stored={{ name: d.name }}
              note={METADATA_TEXT.questions(d.questionCount)}
              onSave={(v) => rename(d.id, v.name ?? '')}
              onRemove={() => drop(d.id)}
              confirm={DOMAINS_TEXT.confirmDomain(d.name)}
            />
            <h3>{DOMAINS_TEXT.subdomains}</h3>
            <ul className="metadata-list">
              {d.children.map((c) => (
                <li key={c.id}>
                  <ItemForm
                    title={DOMAINS_TEXT.subdomain(c.name)}
                    fields={NAME}
                    stored={{ name: c.name }}
                    note={METADATA_TEXT.questions(c.questionCount)}
                    onSave={(v) => rename(c.id, v.name ?? '')}
                    onRemove={() => drop(c.id)}
                    confirm={DOMAINS_TEXT.confirmSubdomain(c.name)}
                  />
                </li>
              ))}
            </ul>
            <AddForm title={DOMAINS_TEXT.newSubdomain(d.name)} fields={NAME} submitLabel={DOMAINS_TEXT.addSubdomain} onAdd={(v) => add(v.name ?? '', d.id)} />
          </li>
        ))}
      </ul>
      <section className="card metadata-new" aria-labelledby="new-domain">
        <h2 id="new-domain">{DOMAINS_TEXT.newDomain}</h2>
        <AddForm title={DOMAINS_TEXT.newDomain} fields={NAME} submitLabel={DOMAINS_TEXT.addDomain} onAdd={(v) => add(v.name ?? '', null)} />
      </section>
    </div>
  );
}

export function QuestionTypesScreen({ queryRef }: { queryRef: PreloadedQuery<DomainsScreenTypesQuery> }) {
  const { adminStream: stream } = usePreloadedQuery<DomainsScreenTypesQuery>(domainsScreenTypesQuery, queryRef);
  const [create] = usePromiseMutation<DomainsScreenCreateTypeMutation>(createTypeMutation);
  const [update] = usePromiseMutation<DomainsScreenUpdateTypeMutation>(updateTypeMutation);
  const [remove] = usePromiseMutation<DomainsScreenDeleteTypeMutation>(deleteTypeMutation);
  if (!stream) return <p className="empty">{ADMIN_TEXT.loadFailed}</p>;
  return (
    <div className="metadata-page">
      <h1>{DOMAINS_TEXT.typesTitle(stream.name)}</h1>
      {stream.adminQuestionTypes.length === 0 && <p className="empty">{DOMAINS_TEXT.noTypes}</p>}
      <div className="card">
        <ul className="metadata-list">
          {stream.adminQuestionTypes.map((t) => (
            <li key={t.id}>
              <ItemForm
                title={DOMAINS_TEXT.type(t.name)}
                fields={NAME}
                stored={{ name: t.name }}
                note={METADATA_TEXT.questions(t.questionCount)}
                onSave={async (v) => outcomeOf((await update({ id: t.id, name: v.name ?? '' })).updateQuestionType, 'QuestionTypeSaved')}
                onRemove={async () => outcomeOf((await remove({ id: t.id })).deleteQuestionType, 'QuestionTypeDeleted')}
                confirm={DOMAINS_TEXT.confirmType(t.name)}
              />
            </li>
          ))}
        </ul>
      </div>
      <section className="card metadata-new" aria-labelledby="new-type">
        <h2 id="new-type">{DOMAINS_TEXT.newType}</h2>
        <AddForm
          title={DOMAINS_TEXT.newType}
          fields={NAME}
          submitLabel={DOMAINS_TEXT.addType}
          onAdd={async (v) => outcomeOf((await create({ streamId: stream.urlId, name: v.name ?? '' })).createQuestionType, 'QuestionTypeSaved')}
        />
      </section>
    </div>
  );
}
