import { useId } from 'react';
import { SCENARIOS } from '../../../src/mocks/scenarios.ts';
import type { Shopper } from '../../../src/app/studioPreview/previewProtocol.ts';
import { SwitchToggle } from '../editors/fields/SwitchToggle.tsx';
import { languages } from '../../../src/model/language.ts';
import { languageWords, shopperWords, throttleListOf, type PreviewChoice } from './previewSetup.ts';

interface PreviewControlsProps {
  choice: PreviewChoice;
  onChoice(next: PreviewChoice): void;
  /** The declared switches (flows/switches), with their defaults. */
  switches: Readonly<Record<string, { default: boolean; description: string }>>;
}

/** What the preview shows the page under: width, language, mock scenario, shopper, native app, and the switches the throttle list turns on. */
export function PreviewControls({ choice, onChoice, switches }: PreviewControlsProps) {
  const id = useId();
  const { setup } = choice;
  const states: Record<string, boolean> = Object.fromEntries(
    Object.entries(switches).map(([name, definition]) => [name, definition.default || (setup.throttleList ?? []).includes(name)]),
  );
  const setSetup = (next: Partial<PreviewChoice['setup']>): void => onChoice({ ...choice, setup: { ...setup, ...next } });
  return (
    <div className="studio-preview-controls">
      <fieldset className="studio-radios">
        <legend>Width</legend>
        {([375, 1280] as const).map((width) => (
          <label key={width}>
            <input type="radio" name={`${id}-width`} checked={choice.width === width} onChange={() => onChoice({ ...choice, width })} /> {width} px
          </label>
        ))}
      </fieldset>
      <fieldset className="studio-radios">
        <legend>Language</legend>
        {languages.map((language) => (
          <label key={language}>
            <input type="radio" name={`${id}-language`} checked={choice.language === language} onChange={() => onChoice({ ...choice, language })} />{' '}
            {languageWords[language]}
          </label>
        ))}
      </fieldset>
      <div className="studio-field">
        <label htmlFor={`${id}-scenario`}>Mock scenario</label>
        <select id={`${id}-scenario`} value={choice.scenario} onChange={(event) => onChoice({ ...choice, scenario: event.target.value })}>
          <option value="">Default answers</option>
          {Object.entries(SCENARIOS).map(([name, info]) => (
            <option key={name} value={name} title={info.description}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="studio-radios">
        <legend>Shopper</legend>
        {(Object.keys(shopperWords) as Shopper[]).map((shopper) => (
          <label key={shopper}>
            <input type="radio" name={`${id}-shopper`} checked={setup.shopper === shopper} onChange={() => setSetup({ shopper })} /> {shopperWords[shopper]}
          </label>
        ))}
      </fieldset>
      <div className="studio-field">
        <SwitchToggle label="Native app" checked={setup.nativeApp} onToggle={(nativeApp) => setSetup({ nativeApp })} />
      </div>
      <fieldset className="studio-switch-states">
        <legend>Switches in the preview</legend>
        <label className="studio-check">
          <input
            type="checkbox"
            checked={setup.throttleList !== null}
            onChange={(event) => setSetup({ throttleList: event.target.checked ? throttleListOf(states, switches) : null })}
          />{' '}
          Set the throttle list here (otherwise the mock scenario answers it)
        </label>
        {setup.throttleList !== null ? (
          <ul className="studio-switch-states__list">
            {Object.entries(switches).map(([name, definition]) => (
              <li key={name}>
                {definition.default ? (
                  <span className="studio-field__hint">
                    <code>{name}</code> on by default
                  </span>
                ) : (
                  <SwitchToggle
                    label={`${name} in the preview`}
                    checked={states[name] === true}
                    onToggle={(on) => setSetup({ throttleList: throttleListOf({ ...states, [name]: on }, switches) })}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
    </div>
  );
}
