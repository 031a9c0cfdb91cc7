// The home of a visitor: what the product is, 'Inloggen', and every stream with the status of its practice sets.
import { Link } from 'react-router-dom';
import type { StreamList_streams$key } from '../../__generated__/StreamList_streams.graphql';
import { StreamList } from '../Streams/StreamList.tsx';

export function VisitorHome({ streams }: { streams: StreamList_streams$key }) {
  return (
    <>
      <section className="hero home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Oefenen met echte examenvragen</h1>
        <p className="lead">
          Vraagwerk helpt leerlingen in het vmbo, de havo en het vwo zich voor te bereiden op het centraal examen, met opgaven uit echte examens, tips per stap en het officiële correctievoorschrift om
          zelf na te kijken.
        </p>
        <p>
          <Link to="/login" className="btn btn-primary">
            Inloggen
          </Link>{' '}
          <Link to="/registreer" className="btn btn-secondary">
            Proeflicentie aanvragen
          </Link>
        </p>
      </section>
      <div className="home-features">
        <section className="card" aria-labelledby="for-teachers">
          <h2 id="for-teachers">Voor docenten</h2>
          <p>Zoek examenopgaven op trefwoord, hoofdstuk of domein, stel een selectie samen en deel die met je klas als webpagina, pdf met QR-codes of Word-document.</p>
          <p>
            <Link to="/registreer">Probeer Vraagwerk 10 dagen gratis met een proeflicentie</Link>
          </p>
        </section>
        <section className="card" aria-labelledby="for-students">
          <h2 id="for-students">Voor leerlingen</h2>
          <p>Oefen per onderwerp of met hele examens, vraag tips op wanneer je vastloopt en kijk je eigen uitwerking stap voor stap na.</p>
          <p>
            <Link to="/registreer/leerling">Vraag een leerlinglicentie aan</Link>
          </p>
        </section>
      </div>
      <section className="home-streams" aria-labelledby="streams-title">
        <h2 id="streams-title">Vakken en niveaus</h2>
        <StreamList streams={streams} />
      </section>
    </>
  );
}
