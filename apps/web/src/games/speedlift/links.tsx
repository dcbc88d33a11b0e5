/** Links from the Speedlift lobby to practice, the Tagesfahrt practice, the Fahrschule and Karten. */
import { Link } from '../../components/Link.js';
import { useI18n } from '../../context.js';
import { TEXT } from './strings.js';

export function SpeedliftLinks() {
  const { lang } = useI18n();
  const l = TEXT[lang].links;
  return (
    <>
      <Link className="text-link" href="/spiel/speedlift/uebung">
        {l.practice}
      </Link>
      <Link className="text-link" href="/spiel/speedlift/tagesfahrt">
        {l.daily}
      </Link>
      <Link className="text-link" href="/spiel/speedlift/fahrschule">
        {l.school}
      </Link>
      <Link className="text-link" href="/spiel/speedlift/karten">
        {l.cards}
      </Link>
    </>
  );
}
