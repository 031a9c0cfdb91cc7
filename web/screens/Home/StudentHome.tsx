// The student home (document 2 §2.2): practise per topic, whole exams, and the teacher's selection.
import { graphql, useFragment } from 'react-relay';
import type { StudentHome_viewer$key } from '../../__generated__/StudentHome_viewer.graphql';
import { HomeCard } from './HomeCard.tsx';

export function StudentHome({ viewer }: { viewer: StudentHome_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment StudentHome_viewer on Viewer {
        user {
          firstName
        }
        hasGroups
        practiceNotice
        currentStream {
          name
        }
      }
    `,
    viewer,
  );
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Welkom{data.user?.firstName ? `, ${data.user.firstName}` : ''}!</h1>
        <p className="lead">Oefen met echte examenvragen{data.currentStream ? ` van ${data.currentStream.name}` : ''}. Vraag een tip als je vastloopt en kijk je uitwerking stap voor stap na.</p>
      </section>
      <ul className="home-cards" aria-label="Oefenen">
        <HomeCard to="/zelf-oefenen/per-onderwerp" title="Per onderwerp" disabledReason={data.practiceNotice ?? null}>
          Kies een onderwerp en oefen met de examenopgaven die erover gaan.
        </HomeCard>
        <HomeCard to="/zelf-oefenen/hele-examens" title="Hele examens" disabledReason={data.practiceNotice ?? null}>
          Maak een compleet examen van een eerder jaar, als generale repetitie.
        </HomeCard>
        <HomeCard to="/selectie-docent" title="Selectie docent" disabledReason={data.hasGroups ? null : 'Je zit nog niet in een groep van je docent, dus er is nog geen selectie voor je.'}>
          De opgaven die je docent voor je heeft klaargezet.
        </HomeCard>
      </ul>
    </>
  );
}
