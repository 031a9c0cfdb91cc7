// The course page's keyword preview per domain (document 3 §9 'Tag preview per domain: at most 6'; issue 46): the
// stream's top-level domains, each with its most used keywords and how many of its questions carry them.
import { graphql, useFragment } from 'react-relay';
import type { DomainTagsCard_stream$key } from '../../__generated__/DomainTagsCard_stream.graphql';
import './tags.css';

const fragment = graphql`
  fragment DomainTagsCard_stream on Stream {
    adminDomainPreviews {
      urlId
      name
      tags {
        name
        n
      }
    }
  }
`;

export function DomainTagsCard({ stream }: { stream: DomainTagsCard_stream$key }) {
  const { adminDomainPreviews: domains } = useFragment(fragment, stream);
  if (domains.length === 0) return null;
  return (
    <section className="domain-tags" aria-labelledby="domain-tags-title">
      <h2 id="domain-tags-title">Trefwoorden per domein</h2>
      <ul className="domain-tags-list">
        {domains.map((d) => (
          <li key={d.urlId}>
            <span className="domain-tags-name">{d.name}</span>{' '}
            {d.tags.length === 0 ? <span className="domain-tags-none">geen trefwoorden</span> : <span>{d.tags.map((t) => `${t.name} (${t.n})`).join(', ')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
