/** The link from the Speedclimb lobby to offline practice. */
import { Link } from '../../components/Link.js';
import { useI18n } from '../../context.js';
import { TEXT } from './strings.js';

export function SpeedclimbLinks() {
  const { lang } = useI18n();
  return (
    <Link className="text-link" href="/spiel/speedclimb/uebung">
      {TEXT[lang].links.practice}
    </Link>
  );
}
