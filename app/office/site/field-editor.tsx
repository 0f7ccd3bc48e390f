/**
 * A document's fields as form inputs, drawn from their declarations (~/content/model/fields):
 * English and Spanish side by side (stacked on a phone), each refusal beside its input, the
 * "needs translation" and sample marks where they apply, lists with their buttons.
 */
import type { ReactNode } from "react";
import {
  IMAGE_SLOTS,
  pathKey,
  type ChoiceField,
  type Field,
  type ImageField,
  type ListField,
  type TextField,
} from "~/content/model/fields";
import { siteCopy } from "./copy";
import { inputId, ITEMS } from "./editor-form";

const copy = siteCopy.editor;

/** An image the editor can choose for a slot: the site's artwork or an upload, with a thumbnail. */
export type ImageChoice = { value: string; label: string; src: string };

export type EditorState = {
  /** Refusals by input name. */
  errors: Record<string, string>;
  /** Another editor's saved values, by input name, where they differ from what is shown. */
  theirs: Record<string, string>;
  /** Text paths whose Spanish is older than their English. */
  stale: ReadonlySet<string>;
  /** Sample paths, and which of them are confirmed. */
  samples: ReadonlyMap<string, boolean>;
  /** For each image field (by its path), what may be chosen. */
  images: Record<string, ImageChoice[]>;
};

function Message({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="site-error" id={id}>
      {text}
    </p>
  );
}

function Theirs({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <p className="site-theirs">
      <span className="office-label">{copy.theirs}</span> <span className="site-theirs-text">{text || "—"}</span>
    </p>
  );
}

function TextInput({
  field,
  name,
  value,
  label,
  state,
  hint,
  context,
}: {
  field: TextField;
  name: string;
  value: string;
  label: string;
  state: EditorState;
  hint: string;
  /** The field's name, for a screen reader, before a language's label. */
  context?: string;
}) {
  const id = inputId(name);
  const error = state.errors[name];
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue: value,
    className: "office-input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  return (
    <div className="site-lang">
      <label className="office-label" htmlFor={id}>
        {context ? <span className="office-sr">{context}: </span> : null}
        {label}
      </label>
      {field.multiline ? (
        <textarea
          {...common}
          rows={Math.min(18, Math.max(3, Math.ceil(value.length / 70) + value.split("\n").length))}
        />
      ) : (
        <input {...common} type="text" />
      )}
      <p className="office-muted office-small" id={`${id}-hint`}>
        {hint}
      </p>
      <Message id={`${id}-error`} text={error} />
      <Theirs text={state.theirs[name]} />
    </div>
  );
}

function Head({ field, id }: { field: Field; id?: string }) {
  return (
    <>
      <legend className="site-legend" id={id}>
        {field.label}
      </legend>
      {field.help ? <p className="office-muted office-small">{field.help}</p> : null}
    </>
  );
}

function SampleMark({ path, state }: { path: string; state: EditorState }) {
  const confirmed = state.samples.get(path);
  if (confirmed === undefined) return null;
  const id = inputId(`confirm:${path}`);
  return (
    <div className="site-sample">
      <p className="office-tag office-tag-wait">{copy.sample}</p>
      <div className="office-check">
        <input type="hidden" name={`confirm:${path}`} value="false" />
        <input id={id} type="checkbox" name={`confirm:${path}`} value="true" defaultChecked={confirmed} />
        <label htmlFor={id}>{copy.confirmSample}</label>
      </div>
    </div>
  );
}

function TextField({
  field,
  path,
  value,
  state,
}: {
  field: TextField;
  path: string;
  value: unknown;
  state: EditorState;
}) {
  const hint = [copy.limit(field.max), field.markdown ? copy.markdown : ""].filter(Boolean).join(" ");
  if (!field.translated) {
    return (
      <div className="site-field">
        <TextInput
          field={field}
          name={path}
          value={String(value ?? "")}
          label={field.label}
          state={state}
          hint={hint}
        />
        {field.help ? <p className="office-muted office-small">{field.help}</p> : null}
        <SampleMark path={path} state={state} />
      </div>
    );
  }
  const texts = (value ?? {}) as { en?: string; es?: string };
  const stale = state.stale.has(path);
  return (
    <fieldset className="site-field">
      <Head field={field} />
      <div className="site-langs">
        <TextInput
          field={field}
          name={`${path}.en`}
          value={texts.en ?? ""}
          label={copy.english}
          context={field.label}
          state={state}
          hint={hint}
        />
        <div>
          <TextInput
            field={field}
            name={`${path}.es`}
            value={texts.es ?? ""}
            label={copy.spanish}
            context={field.label}
            state={state}
            hint={hint}
          />
          {stale ? (
            <div className="site-stale">
              <p className="office-tag office-tag-wait">{copy.needsTranslation}</p>
              <div className="office-check">
                <input
                  id={inputId(`${path}.es-still-right`)}
                  type="checkbox"
                  name={`${path}.es-still-right`}
                  value="true"
                />
                <label htmlFor={inputId(`${path}.es-still-right`)}>{copy.stillRight}</label>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      <SampleMark path={path} state={state} />
    </fieldset>
  );
}

/** The attributes a one-control field's input or select shares after its id and name: its value, and what describes it. */
function controlProps(field: Field, id: string, value: unknown, error: string | undefined) {
  return {
    defaultValue: String(value ?? ""),
    className: "office-input",
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [field.help ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
  } as const;
}

/** A one-control field's frame: its label, the control, its hint and error, the other editor's value, the sample mark. */
function ControlFrame({
  field,
  id,
  path,
  state,
  theirs,
  children,
}: {
  field: Field;
  id: string;
  path: string;
  state: EditorState;
  theirs: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="site-field site-fact">
      <label className="office-label" htmlFor={id}>
        {field.label}
      </label>
      {children}
      {field.help ? (
        <p className="office-muted office-small" id={`${id}-hint`}>
          {field.help}
        </p>
      ) : null}
      <Message id={`${id}-error`} text={state.errors[path]} />
      <Theirs text={theirs} />
      <SampleMark path={path} state={state} />
    </div>
  );
}

const INPUT_TYPES = {
  phone: "tel",
  email: "email",
  url: "url",
  year: "text",
  date: "date",
  "opening-hours": "text",
} as const;

function FactInput({
  field,
  path,
  value,
  state,
}: {
  field: Field & { kind: keyof typeof INPUT_TYPES };
  path: string;
  value: unknown;
  state: EditorState;
}) {
  const id = inputId(path);
  return (
    <ControlFrame field={field} id={id} path={path} state={state} theirs={state.theirs[path]}>
      <input
        id={id}
        name={path}
        type={INPUT_TYPES[field.kind]}
        inputMode={field.kind === "year" ? "numeric" : undefined}
        {...controlProps(field, id, value, state.errors[path])}
      />
    </ControlFrame>
  );
}

function ImageInput({
  field,
  path,
  value,
  state,
}: {
  field: ImageField;
  path: string;
  value: unknown;
  state: EditorState;
}) {
  const image = (value ?? {}) as { ref?: { builtin?: string; upload?: string }; alt?: { en?: string; es?: string } };
  const current = image.ref?.upload ? `upload:${image.ref.upload}` : `builtin:${image.ref?.builtin ?? ""}`;
  const choices = state.images[path] ?? [];
  const shown = choices.find((choice) => choice.value === current);
  const id = inputId(`${path}.ref`);
  const uploadForm = `upload-${inputId(path)}`;
  const alt: TextField = {
    kind: "text",
    label: copy.image.alt,
    translated: true,
    multiline: false,
    markdown: false,
    max: 300,
    optional: false,
    tokens: "all",
  };
  const { width, height } = IMAGE_SLOTS[field.slot];
  return (
    <fieldset className="site-field site-image">
      <Head field={field} />
      <div className="site-image-row">
        {shown ? (
          <figure className="site-thumb">
            <img src={shown.src} alt="" width={width} height={height} loading="lazy" />
            <figcaption className="office-muted office-small">{copy.image.current}</figcaption>
          </figure>
        ) : null}
        <div className="site-image-fields">
          <label className="office-label" htmlFor={id}>
            {copy.image.choose}
          </label>
          <select id={id} name={`${path}.ref`} defaultValue={current} className="office-input">
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <Message id={`${id}-error`} text={state.errors[`${path}.ref`]} />
          <div className="site-upload">
            <label className="office-label" htmlFor={`${uploadForm}-file`}>
              {copy.image.upload}
            </label>
            <input
              id={`${uploadForm}-file`}
              form={uploadForm}
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
              aria-describedby={`${uploadForm}-help`}
            />
            <p className="office-muted office-small" id={`${uploadForm}-help`}>
              {copy.image.uploadHelp}
            </p>
            <button className="office-button office-button-quiet" type="submit" form={uploadForm}>
              {copy.image.uploadButton}
            </button>
          </div>
        </div>
      </div>
      <div className="site-langs">
        <TextInput
          field={alt}
          name={`${path}.alt.en`}
          value={image.alt?.en ?? ""}
          label={`${copy.image.alt} · ${copy.english}`}
          state={state}
          hint={copy.limit(300)}
        />
        <TextInput
          field={alt}
          name={`${path}.alt.es`}
          value={image.alt?.es ?? ""}
          label={`${copy.image.alt} · ${copy.spanish}`}
          state={state}
          hint={copy.limit(300)}
        />
      </div>
      <SampleMark path={`${path}.ref`} state={state} />
    </fieldset>
  );
}

/** One of a list item's buttons (up, down, remove): its word, and the item it acts on for a screen reader. */
function ItemButton({ op, word, item }: { op: string; word: string; item: string }) {
  return (
    <button className="office-button office-button-quiet" type="submit" name="op" value={op}>
      {word}
      <span className="office-sr"> {item}</span>
    </button>
  );
}

function ListInput({
  field,
  path,
  value,
  state,
}: {
  field: ListField;
  path: string;
  value: unknown;
  state: EditorState;
}) {
  const items = Array.isArray(value) ? value : [];
  const error = state.errors[path];
  return (
    <fieldset className="site-field site-list" id={inputId(path)}>
      <Head field={field} />
      <input type="hidden" name={`${path}.${ITEMS}`} value={items.length} />
      <Message id={`${inputId(path)}-error`} text={error} />
      <SampleMark path={path} state={state} />
      <ol className="site-items">
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const name = field.describe?.(item);
          const itemName = copy.item(field.itemLabel, index + 1);
          return (
            <li key={index} className="site-item">
              <div className="site-item-head">
                <p className="site-item-title">
                  {itemName}
                  {name ? <span className="office-muted"> · {name}</span> : null}
                </p>
                <div className="site-item-actions">
                  {index > 0 ? <ItemButton op={`up:${itemPath}`} word={copy.up} item={itemName} /> : null}
                  {index < items.length - 1 ? (
                    <ItemButton op={`down:${itemPath}`} word={copy.down} item={itemName} />
                  ) : null}
                  {items.length > field.min ? (
                    <ItemButton op={`remove:${itemPath}`} word={copy.remove} item={itemName} />
                  ) : null}
                </div>
              </div>
              <FieldInput field={field.item} path={[...path.split("."), index]} value={item} state={state} top />
            </li>
          );
        })}
      </ol>
      {items.length < field.max ? (
        <button className="office-button office-button-quiet site-add" type="submit" name="op" value={`add:${path}`}>
          {copy.addItem(field.itemLabel)}
        </button>
      ) : null}
    </fieldset>
  );
}

function FlagInput({ field, path, value }: { field: Field; path: string; value: unknown }) {
  const id = inputId(path);
  return (
    <div className="site-field office-check">
      <input type="hidden" name={path} value="false" />
      <input
        id={id}
        type="checkbox"
        name={path}
        value="true"
        defaultChecked={value === true}
        aria-describedby={field.help ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{field.label}</label>
      {field.help ? (
        <p className="office-muted office-small" id={`${id}-hint`}>
          {field.help}
        </p>
      ) : null}
    </div>
  );
}

/** A choice among its declared options: the value stored is the option's key, the office reads its label. */
function ChoiceInput({
  field,
  path,
  value,
  state,
}: {
  field: ChoiceField;
  path: string;
  value: unknown;
  state: EditorState;
}) {
  const id = inputId(path);
  const theirs = state.theirs[path];
  return (
    <ControlFrame
      field={field}
      id={id}
      path={path}
      state={state}
      theirs={theirs === undefined ? undefined : (field.options[theirs] ?? theirs)}
    >
      <select id={id} name={path} {...controlProps(field, id, value, state.errors[path])}>
        {Object.entries(field.options).map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </ControlFrame>
  );
}

/** One field of a document, by its kind. */
export function FieldInput({
  field,
  path,
  value,
  state,
  top = false,
}: {
  field: Field;
  path: (string | number)[];
  value: unknown;
  state: EditorState;
  top?: boolean;
}): ReactNode {
  const name = pathKey(path);
  switch (field.kind) {
    case "text":
      return <TextField field={field} path={name} value={value} state={state} />;
    case "flag":
      return <FlagInput field={field} path={name} value={value} />;
    case "choice":
      return <ChoiceInput field={field} path={name} value={value} state={state} />;
    case "image":
      return <ImageInput field={field} path={name} value={value} state={state} />;
    case "list":
      return <ListInput field={field} path={name} value={value} state={state} />;
    case "group": {
      const record = (value ?? {}) as Record<string, unknown>;
      const children = Object.entries(field.fields).map(([key, child]) => (
        <FieldInput key={key} field={child} path={[...path, key]} value={record[key]} state={state} />
      ));
      if (top) return <>{children}</>;
      return (
        <fieldset className={`site-group${path.length <= 1 ? " site-group-top" : ""}`}>
          <Head field={field} />
          <SampleMark path={name} state={state} />
          {children}
        </fieldset>
      );
    }
    default:
      return <FactInput field={field} path={name} value={value} state={state} />;
  }
}
