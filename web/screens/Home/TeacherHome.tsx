// The teacher home (document 1 §2.3): welcome, licence-expiry notices, introduction, linking student licences,
// the three ways to search the current stream and the latest two selections (sets) with the way to the reuse list.
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TeacherHome_viewer$key } from '../../__generated__/TeacherHome_viewer.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { HomeCard } from './HomeCard.tsx';
import { CollectionCard } from '../Collections/CollectionCard.tsx';

export function TeacherHome({ viewer }: { viewer: TeacherHome_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment TeacherHome_viewer on Viewer {
        user {
          firstName
          fullName
        }
        areas
        licenseNotices {
          state
          text
          license {
            id
            description
          }
        }
        currentStream {
          urlId
          name
        }
        latestSets: collections(first: 2) {
          edges {
            node {
              id
              ...CollectionCard_collection
            }
          }
        }
      }
    `,
    viewer,
  );
  const stream = data.currentStream;
  const mayManageLicences = data.areas.includes('licenses');
  const latest = data.latestSets.edges;
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Welkom, {data.user?.firstName || data.user?.fullName}!</h1>
        {data.licenseNotices.map((notice) => (
          <Alert key={notice.license.id} kind={notice.state === 'expired' ? 'error' : 'warning'} title={notice.license.description ?? 'Je licentie'}>
            <p>
              {notice.text} {mayManageLicences && <Link to="/licenties">Naar het licentieoverzicht</Link>}
            </p>
          </Alert>
        ))}
        <p className="lead">
          Zoek opgaven uit echte centrale examens, zet de vragen die je wilt gebruiken in je huidige selectie en deel die met je leerlingen als webpagina, als pdf met een QR-code per vraag of als
          Word-document.
        </p>
      </section>

      <section aria-labelledby="search-title" className="home-section">
        <h2 id="search-title">Opgaven zoeken{stream ? ` in ${stream.name}` : ''}</h2>
        {stream ? (
          <ul className="home-cards">
            <HomeCard to={`/courses/${stream.urlId}/search/tags`} title="Zoeken op trefwoord">
              Vind opgaven over een begrip of onderwerp, zoals 'kracht' of 'rendement'.
            </HomeCard>
            <HomeCard to={`/courses/${stream.urlId}/search/methodology`} title="Zoeken op hoofdstuk">
              Kies de hoofdstukken van je lesmethode en zie de opgaven die erbij passen.
            </HomeCard>
            <HomeCard to={`/courses/${stream.urlId}/search/domains`} title="Zoeken op domein">
              Zoek langs de domeinen en subdomeinen van de examensyllabus.
            </HomeCard>
          </ul>
        ) : (
          <Alert kind="info" title="Nog geen vak onder je licentie">
            <p>
              Je hebt nog geen licentie voor een vak, dus je kunt nog geen opgaven zoeken. <Link to="/vakken">Bekijk alle vakken</Link>
            </p>
          </Alert>
        )}
      </section>

      <div className="home-columns">
        <section className="card" aria-labelledby="latest-title">
          <h2 id="latest-title">Je laatste selecties</h2>
          {latest.length ? (
            <div className="collection-cards collection-cards-compact">
              {latest.map((edge) => (
                <CollectionCard key={edge.node.id} collection={edge.node} />
              ))}
            </div>
          ) : (
            <p className="empty">Je hebt nog geen opgaven gebruikt</p>
          )}
          <p>
            <Link to="/collections/history">Opgavegeschiedenis</Link>
          </p>
        </section>
        {mayManageLicences && (
          <section className="card" aria-labelledby="students-title">
            <h2 id="students-title">Leerlingen</h2>
            <p>Koppel leerlinglicenties aan je leerlingen, zodat zij zelf kunnen oefenen en jij hun resultaten ziet.</p>
            <p>
              <Link to="/licenties">Leerlinglicenties koppelen</Link>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
