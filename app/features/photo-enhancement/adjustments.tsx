import { Button } from "~/components/ui/button";
import type { PhotoCopy } from "./photo-copy";
import { SLIDER_KEYS, SLIDER_RANGES, type EnhancementSettings, type SliderKey } from "./enhance-pixels";

/** The three sliders and the reset. */
export function Adjustments({
  copy,
  idPrefix,
  settings,
  onChange,
  onReset,
}: {
  copy: PhotoCopy;
  idPrefix: string;
  settings: EnhancementSettings;
  onChange: (key: SliderKey, value: number) => void;
  onReset: () => void;
}) {
  return (
    <fieldset>
      <legend className="font-serif text-xl font-semibold text-ink-900">{copy.sliders.heading}</legend>
      <div className="mt-4 flex flex-col gap-5">
        {SLIDER_KEYS.map((key) => (
          <Slider
            key={key}
            label={copy.sliders.labels[key]}
            id={`${idPrefix}-${key}`}
            sliderKey={key}
            value={settings[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </div>
      <Button variant="ghost" size="sm" onClick={onReset} className="mt-2 -ml-4">
        {copy.sliders.reset}
      </Button>
    </fieldset>
  );
}

function Slider({
  label,
  id,
  sliderKey,
  value,
  onChange,
}: {
  label: string;
  id: string;
  sliderKey: SliderKey;
  value: number;
  onChange: (value: number) => void;
}) {
  const { min, max } = SLIDER_RANGES[sliderKey];
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="font-medium text-ink-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-ink-800 tabular-nums">
          {value}%
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={`${value}%`}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
        className="mt-2 w-full accent-brand-700"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-ink-600 tabular-nums">
        <span>{min}%</span>
        <span>{max}%</span>
      </div>
    </div>
  );
}
