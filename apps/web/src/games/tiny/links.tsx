/** The link from the tiny game's lobby to its offline practice. */
import { Link } from '../../components/Link.js';
import { useI18n } from '../../context.js';
import { TEXT } from './text.js';

export function TinyLinks() {
  const { lang } = useI18n();
  return (
    <Link className="text-link" href="/spiel/tiny/uebung">
      {TEXT.practiceLink[lang]}
    </Link>
  );
}
