import { useId, useState, type DragEvent, type ReactNode } from 'react';

export interface DropZoneProps {
  /** The files dropped or chosen, in the order the browser lists them (the order chosen). */
  onFiles: (files: File[]) => void;
  /** The file input's accept attribute (`acceptAttribute(purpose)` of `@site/shared/uploads`). */
  accept: string;
  /** "Drag and drop files here, or" */
  drop: ReactNode;
  /** The label of the button that opens the file chooser: "Choose files". */
  choose: ReactNode;
  /** What may be sent: types, size, count. */
  hint: ReactNode;
  /** Names the file input for assistive technology when the visible texts do not. */
  'aria-label'?: string;
}

/**
 * (Its own module, `@site/shared/ui/drop-zone`, styled by ui.css with the core: the core is part of every page's first
 * load, and only the forms that take files need this.)
 *
 * Drop files here or choose them, in the page's language: the browser's own file input (whose
 * button speaks the browser's language, not the page's) stays hidden behind a translated button
 * and remains the keyboard's way in.
 */
export function DropZone({ onFiles, accept, drop, choose, hint, ...aria }: DropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={over ? 'ui-dropzone ui-dropzone--over' : 'ui-dropzone'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="dropzone"
    >
      <p className="ui-dropzone__text">{drop}</p>
      <label className="ui-btn ui-btn--secondary ui-btn--sm ui-dropzone__choose">
        {choose}
        <input
          type="file"
          multiple
          className="ui-visually-hidden"
          accept={accept}
          aria-label={aria['aria-label']}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className="ui-dropzone__hint">{hint}</p>
    </div>
  );
}
