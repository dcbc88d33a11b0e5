/** Links from the Gipfelsturm lobby to the pages outside the server's tables (offline practice). */
import { Link } from '../../components/Link.js';
import { useI18n } from '../../context.js';
import { TEXT } from './strings.js';

export function GipfelsturmLinks() {
  const { lang } = useI18n();
  return (
    <Link className="text-link" href="/spiel/gipfelsturm/uebung">
      {TEXT[lang].practiceLink}
    </Link>
  );
}
