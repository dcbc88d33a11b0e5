import { Fragment, use, useMemo } from 'react';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import type { WebGame } from '../game-module.js';
import { findGame } from '../games/registry.js';
import { parseRulings, parseRuleText, type RuleBlock } from '../rules/parse.js';
import type { Language } from '../settings.js';
import rulingsDe from '../rules/rulings.de.md?raw';
import rulingsMd from '../rules/rulings.md?raw';

/** A rule text as the page reads it: in the page's language, with the German original its ids come from. */
export interface RawRules {
  readonly lang: Language;
  readonly text: string;
  /** The German text when `text` is a translation (its headings take the German ids by position). */
  readonly original?: string;
}

// The rule text of each game in each language, asked for once (its module loads it with the page).
const texts = new Map<string, Promise<string>>();
const load = (game: WebGame, lang: Language): Promise<string> => {
  const key = `${game.id}:${lang}`;
  let text = texts.get(key);
  if (!text) {
    text = game.rules.text(lang);
    texts.set(key, text);
  }
  return text;
};
const rawRules = new Map<string, Promise<RawRules>>();
/** The text in the page's language; a translation with its German original (both lazy, loaded together). */
export const ruleText = (game: WebGame, lang: Language): Promise<RawRules> => {
  const key = `${game.id}:${lang}`;
  let raw = rawRules.get(key);
  if (!raw) {
    raw =
      lang === 'de'
        ? load(game, 'de').then((text) => ({ lang, text }))
        : Promise.all([load(game, lang), load(game, 'de')]).then(([text, original]) => ({ lang, text, original }));
    rawRules.set(key, raw);
  }
  return raw;
};
/** The rulings in the page's language: the German text of RULINGS.md, and the English original. */
const RULINGS: Readonly<Record<'de' | 'en', { readonly md: string; readonly all: string }>> = {
  de: { md: rulingsDe, all: 'Alle Spiele' },
  en: { md: rulingsMd, all: 'All games' },
};

/** "Folge: Zahlen …" → the term before the colon set in bold. */
function Item({ text }: { text: string }) {
  const m = /^([^:–]{2,40}):\s(.*)$/.exec(text);
  if (!m) return <>{text}</>;
  return (
    <>
      <strong>{m[1]}:</strong> {m[2]}
    </>
  );
}

/** `headings`: each heading's text → its id (the German heading's slug in every language). */
function Block({ block, headings }: { block: RuleBlock; headings: ReadonlyMap<string, string> }) {
  switch (block.kind) {
    case 'heading':
      return (
        <h2 id={block.id} tabIndex={-1}>
          {block.text}
        </h2>
      );
    case 'p':
      return <p>{block.text}</p>;
    case 'ul': {
      // Nested bullets become a sub-list of the item before them.
      const groups: { text: string; children: string[] }[] = [];
      for (const it of block.items) {
        const last = groups[groups.length - 1];
        if (it.nested && last) last.children.push(it.text);
        else groups.push({ text: it.text, children: [] });
      }
      return (
        <ul className="rule-list">
          {groups.map((g, i) => (
            <li key={i}>
              <Item text={g.text} />
              {g.children.length > 0 && (
                <ul>
                  {g.children.map((c, j) => (
                    <li key={j}>
                      <Item text={c} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      );
    }
    case 'ol':
      // A numbered list of the text's own headings is its table of contents: link it.
      if (block.items.every((it) => headings.has(it)))
        return (
          <ol className="rule-toc">
            {block.items.map((it) => (
              <li key={it}>
                <a href={`#${headings.get(it) ?? ''}`}>{it}</a>
              </li>
            ))}
          </ol>
        );
      return (
        <ol className="rule-steps">
          {block.items.map((it, i) => (
            <li key={i}>
              <Item text={it} />
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <table className="rule-table">
          <thead>
            <tr>
              {block.head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {c}
                    </th>
                  ) : (
                    <td key={j}>{c}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** Regeln: the game's rule text, well set, followed by the rulings that fill its gaps. */
export function Rules({ game: id }: { game: string }) {
  const game = findGame(id);
  const { lang } = useI18n();
  return game ? <RulesOf module={game} raw={use(ruleText(game, lang))} /> : null;
}

export function RulesOf({ module, raw }: { module: WebGame; raw: RawRules }) {
  const { t, lang } = useI18n();
  const game = module.id;
  const text = useMemo(
    () => parseRuleText(raw.text, raw.original === undefined ? undefined : parseRuleText(raw.original)),
    [raw],
  );
  const rulings = useMemo(() => {
    const { md, all } = RULINGS[lang];
    return [...parseRulings(md, module.rules.rulings), ...parseRulings(md, all)];
  }, [module, lang]);
  const headings = useMemo(
    () => new Map(text.blocks.flatMap((b) => (b.kind === 'heading' ? [[b.text, b.id] as const] : []))),
    [text],
  );
  const toc = text.blocks.filter((b): b is Extract<RuleBlock, { kind: 'heading' }> => b.kind === 'heading');
  const hasOwnToc = text.blocks.some((b) => b.kind === 'ol' && b.items.every((it) => headings.has(it)));
  return (
    // The page and the rule text speak the reader's language; `raw.lang` is the text's own.
    <article className={`rules game-${game}`} lang={lang}>
      <PageHead title={t('rulesOf', { game: module.name })} lead={<span lang={raw.lang}>{text.subtitle}</span>}>
        <p className="actions">
          <Link className="button primary" href={`/spiel/${game}`}>
            {t('toLobby', { game: module.name })}
          </Link>
        </p>
      </PageHead>
      {!hasOwnToc && (
        <nav aria-label={t('rulesContents')} className="rule-nav">
          <ol className="rule-toc">
            {toc.map((h) => (
              <li key={h.id} lang={raw.lang}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
            <li>
              <a href="#auslegungen">{t('rulingsTitle')}</a>
            </li>
          </ol>
        </nav>
      )}
      <div className="rule-text" lang={raw.lang}>
        {text.blocks.map((b, i) => (
          <Fragment key={i}>
            <Block block={b} headings={headings} />
          </Fragment>
        ))}
      </div>
      <section className="rulings" aria-labelledby="auslegungen">
        <h2 id="auslegungen" tabIndex={-1}>
          {t('rulingsTitle')}
        </h2>
        <p className="muted">{t('rulingsLead')}</p>
        <dl>
          {rulings.map((r) => (
            <div key={r.id} className="ruling">
              <dt>{r.id}</dt>
              <dd>{r.text}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  );
}
