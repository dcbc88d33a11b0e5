import { useId } from 'react';
import { useI18n } from '../context.js';
import { choiceLabel, type OptionValues, type LobbyOption, type OptionValue } from '../lobby/options.js';

/** An option's hint for the values chosen now. */
export const hintOf = (o: LobbyOption, values: OptionValues) =>
  typeof o.hint === 'function' ? o.hint(values) : o.hint;

/** Renders lobby options as radio groups and switches (large touch targets, one tab stop per group). */
export function OptionsFields({
  options,
  values,
  onChange,
}: {
  options: readonly LobbyOption[];
  values: Readonly<Record<string, OptionValue>>;
  onChange: (id: string, value: OptionValue) => void;
}) {
  const { t } = useI18n();
  const base = useId();
  return (
    <>
      {options.map((o) => {
        const hint = hintOf(o, values);
        const hintId = hint ? `${base}-${o.id}-hint` : undefined;
        switch (o.kind) {
          case 'choice':
            return (
              <fieldset key={o.id} className="choice" aria-describedby={hintId}>
                <legend>{t(o.label)}</legend>
                <div className="pills">
                  {o.values.map((v) => (
                    <label key={String(v.value)} className="pill">
                      <input
                        type="radio"
                        name={`${base}-${o.id}`}
                        value={String(v.value)}
                        checked={values[o.id] === v.value}
                        onChange={() => onChange(o.id, v.value)}
                      />
                      <span>{choiceLabel(v, t)}</span>
                    </label>
                  ))}
                </div>
                {hint && (
                  <p className="hint" id={hintId}>
                    {t(hint)}
                  </p>
                )}
              </fieldset>
            );
          case 'toggle':
            return (
              <div key={o.id} className="switch-row">
                <input
                  id={`${base}-${o.id}`}
                  type="checkbox"
                  role="switch"
                  checked={values[o.id] === true}
                  onChange={(e) => onChange(o.id, e.target.checked)}
                  aria-describedby={hintId}
                />
                <label htmlFor={`${base}-${o.id}`}>{t(o.label)}</label>
                {hint && (
                  <span className="hint" id={hintId}>
                    {t(hint)}
                  </span>
                )}
              </div>
            );
        }
      })}
    </>
  );
}
