/** "Karten zeigt alle Abteilungen, Kartons und Sonderkarten." */
import { cardName, DEPARTMENTS, DEPARTMENT_NAMES, FLOORS, kartons, type Card } from '@kartenhaus/speedlift';
import { Link } from '../../components/Link.js';
import { useI18n } from '../../context.js';
import { useDocumentTitle } from '../../document-title.js';
import { CardArt } from './Card.js';
import { TEXT } from './strings.js';
import './speedlift.css';
import './speedlift-screen.css';
import './speedlift-phone.css';
import './speedlift-sideways.css';
import { PageHeading } from '../../components/PageHead.js';

/** The rule text's Kartons table; the card's words in the page's language (the Liftboy's note too). */
const KARTONS_ROWS: readonly {
  readonly de: string;
  readonly en: string;
  readonly k: string | { readonly de: string; readonly en: string };
}[] = [
  { de: 'Etage 1–4', en: 'Floor 1–4', k: '0' },
  { de: 'Etage 5–8', en: 'Floor 5–8', k: '1' },
  { de: 'Etage 9–12', en: 'Floor 9–12', k: '2' },
  { de: 'Porzellan', en: 'Porzellan', k: '+1' },
  // QA 5 Dec 2026: the English page read "−2 (hilft tragen)" (the English rules: "helps carry").
  { de: 'Liftboy', en: 'Liftboy', k: { de: '−2 (hilft tragen)', en: '−2 (helps carry)' } },
  { de: 'Expresskabine', en: 'Expresskabine', k: '0' },
  { de: 'Hausdetektiv', en: 'Hausdetektiv', k: '2' },
];

export function CardsPage() {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  useDocumentTitle(`Speedlift · ${tx.cardsTitle}`);
  const specials: readonly { card: Card; text: string; when: string }[] = [
    {
      card: 'LB',
      text: tx.effectLB,
      when:
        lang === 'de'
          ? 'Fuhr der Lift rauf über 9, muss der Nächste jetzt runter unter 9. Erlaubt, sobald die Richtung feststeht.'
          : 'If the lift went up above 9, the next player must now go down below 9. Allowed once the direction is fixed.',
    },
    {
      card: 'EX',
      text: tx.effectEX,
      when:
        lang === 'de'
          ? 'Danach passt wieder fast jede Karte, die Ladung wird länger. Erlaubt, sobald die Richtung feststeht.'
          : 'Afterwards almost any card fits again and the load grows. Allowed once the direction is fixed.',
    },
    {
      card: 'HD',
      text: tx.effectHD,
      when:
        lang === 'de'
          ? 'Erlaubt, sobald eine Karte in der Fahrt liegt. Der Gestellte eröffnet die nächste Fahrt.'
          : 'Allowed once a card lies in the ride. The caught player opens the next ride.',
    },
  ];
  return (
    <div className="sl-page game-speedlift">
      <PageHeading>Speedlift · {tx.cardsTitle}</PageHeading>
      <p>
        <Link className="text-link" href="/spiel/speedlift">
          {tx.toLobby}
        </Link>
      </p>
      <section aria-labelledby="sl-depts">
        <h2 id="sl-depts">{tx.departmentsTitle}</h2>
        <p>
          {lang === 'de'
            ? 'So viele Abteilungen wie Spieler (mindestens drei), jede mit den Etagen 1 bis 12. Die Abteilungen sind gleichwertig, nur Porzellan ist zerbrechlich und wiegt mehr.'
            : 'As many departments as players (at least three), each with floors 1 to 12. They are equal; only Porzellan is fragile and heavier.'}
        </p>
        {DEPARTMENTS.map((d) => (
          <section key={d} aria-labelledby={`sl-dept-${d}`}>
            <h3 id={`sl-dept-${d}`}>{DEPARTMENT_NAMES[d]}</h3>
            <ul className="sl-gallery">
              {FLOORS.map((f) => {
                const card = `${d}${f}` as Card;
                return (
                  <li key={f}>
                    <CardArt card={card} label={`${DEPARTMENT_NAMES[d]} ${f}, ${tx.penaltyOf(kartons(card))}`} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </section>
      <section aria-labelledby="sl-kartons">
        <h2 id="sl-kartons">{tx.kartonsTable}</h2>
        <table className="sl-sheet" style={{ maxWidth: '26rem' }}>
          <thead>
            <tr>
              <th scope="col">{lang === 'de' ? 'Karte' : 'Card'}</th>
              <th scope="col">Kartons</th>
            </tr>
          </thead>
          <tbody>
            {KARTONS_ROWS.map((r) => (
              <tr key={r.de}>
                <th scope="row">{lang === 'de' ? r.de : r.en}</th>
                <td>{typeof r.k === 'string' ? r.k : r.k[lang]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="sl-specials" className="sl-specials">
        <h2 id="sl-specials">{tx.specialsTitle}</h2>
        {/* "Sonderkarten (je zwei im Spiel)" and the house rule on them (QA 7 Dec 2026: the page did not say how many). */}
        <p>{tx.specialsCount}</p>
        {specials.map((s) => (
          <div key={s.card} className="sl-detail">
            <CardArt card={s.card} className="sl-detail-card" label={cardName(s.card)} />
            <div>
              <h3>{cardName(s.card)}</h3>
              <p>{s.text}</p>
              <p>{s.when}</p>
              <p>{tx.penaltyOf(kartons(s.card))}</p>
            </div>
          </div>
        ))}
        <p>
          {lang === 'de'
            ? 'Sonderkarten darf man bei der Eröffnung nur ausspielen, wenn man keine Zahlenkarte mehr hat; sie wirken dann nicht.'
            : 'At the opening, special cards may only be played without a number card in hand; they then have no effect.'}
        </p>
      </section>
    </div>
  );
}
