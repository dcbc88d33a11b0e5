import { Fragment, use, useMemo } from 'react';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import type { WebGame } from '../game-module.js';
import { findGame } from '../games/registry.js';
import { parseRulings, parseRuleText, slug, type RuleBlock } from '../rules/parse.js';
import rulingsDe from '../rules/rulings.de.md?raw';
import rulingsMd from '../rules/rulings.md?raw';

// The rule text of each game, asked for once (its module loads it with the page).
const texts = new Map<string, Promise<string>>();
const ruleText = (game: WebGame): Promise<string> => {
  let text = texts.get(game.id);
  if (!text) {
    text = game.rules.text();
    texts.set(game.id, text);
  }
  return text;
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

function Block({ block, headings }: { block: RuleBlock; headings: ReadonlySet<string> }) {
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
                <a href={`#${slug(it)}`}>{it}</a>
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
  return game ? <RulesOf module={game} raw={use(ruleText(game))} /> : null;
}

export function RulesOf({ module, raw }: { module: WebGame; raw: string }) {
  const { t, lang } = useI18n();
  const game = module.id;
  const text = useMemo(() => parseRuleText(raw), [raw]);
  const rulings = useMemo(() => {
    const { md, all } = RULINGS[lang];
    return [...parseRulings(md, module.rules.rulings), ...parseRulings(md, all)];
  }, [module, lang]);
  const headings = useMemo(() => new Set(text.blocks.flatMap((b) => (b.kind === 'heading' ? [b.text] : []))), [text]);
  const toc = text.blocks.filter((b): b is Extract<RuleBlock, { kind: 'heading' }> => b.kind === 'heading');
  const hasOwnToc = text.blocks.some((b) => b.kind === 'ol' && b.items.every((it) => headings.has(it)));
  return (
    // The page speaks the reader's language; the rule text itself is German only (its own words).
    <article className={`rules game-${game}`} lang={lang}>
      <PageHead title={t('rulesOf', { game: module.name })} lead={<span lang="de">{text.subtitle}</span>}>
        {lang !== 'de' && <p className="note">{t('rulesGermanOnly')}</p>}
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
              <li key={h.id} lang="de">
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
            <li>
              <a href="#auslegungen">{t('rulingsTitle')}</a>
            </li>
          </ol>
        </nav>
      )}
      <div className="rule-text" lang="de">
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
