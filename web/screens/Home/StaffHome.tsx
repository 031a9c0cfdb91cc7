// The dashboard of authors and admins (document 2 §2.2): links into the back-office and the product.
import { graphql, useFragment } from 'react-relay';
import type { StaffHome_viewer$key } from '../../__generated__/StaffHome_viewer.graphql';
import { HomeCard } from './HomeCard.tsx';

export function StaffHome({ viewer }: { viewer: StaffHome_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment StaffHome_viewer on Viewer {
        user {
          firstName
          role
        }
      }
    `,
    viewer,
  );
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Welkom{data.user?.firstName ? `, ${data.user.firstName}` : ''}!</h1>
        <p className="lead">{data.user?.role === 'admin' ? 'Je bent ingelogd als beheerder.' : 'Je bent ingelogd als auteur.'} Kies waar je aan wilt werken.</p>
      </section>
      <ul className="home-cards" aria-label="Dashboard">
        <HomeCard to="/admin" title="Beheer">
          Opgaven, examens, licenties en gebruikers beheren.
        </HomeCard>
        <HomeCard to="/leerlingen" title="Leerlingopdrachten">
          Welke selecties leerlingen gebruikten en hun resultaten.
        </HomeCard>
        <HomeCard to="/vakken" title="Vakken">
          Alle vakken en niveaus met de status van oefensets en nakijken.
        </HomeCard>
        <HomeCard to="/zelf-oefenen" title="Zelf oefenen">
          De oefenomgeving bekijken zoals leerlingen die zien.
        </HomeCard>
        <HomeCard to="/ds" title="Design system">
          De bouwstenen van de interface op één pagina.
        </HomeCard>
      </ul>
    </>
  );
}
