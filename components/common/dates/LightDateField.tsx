'use client';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import SvgIcon from '@mui/material/SvgIcon';
import { useForkRef } from '@mui/material/utils';
import { forwardRef, useEffect, useId, useRef, type ElementType } from 'react';
import type { Locale } from '@/lib/contract/locale';
import { dropHandoff, entryOf, putHandoff, type Handoff } from './dateHandoff';

// A date filter before MUI X's field has loaded (issue 15: the field, its adapter and dayjs are
// the largest part of a record list's first load, and most visits never type a date). It is
// drawn as MUI X draws its field, with the same DOM, classes, roles, names and texts in each
// language (tests/unit/date-filter.test.tsx holds the texts to MUI X's), on MUI's outlined input,
// whose box the field's is. Pointing at it, touching or focusing it loads the field, which then
// takes the focus and what was typed meanwhile (dateHandoff.ts).

type Part = 'year' | 'month' | 'day';
type Texts = { order: readonly Part[]; placeholder: Record<Part, string>; label: Record<Part, string>; empty: string; open: string };

const CJK_ORDER: readonly Part[] = ['year', 'month', 'day'];
const CJK_PLACEHOLDER = { year: '年', month: '月', day: '日' };
const CJK_LABEL = { year: '年份', month: '月份', day: '日期' };
/** MUI X's texts for the field (its locales enUS, zhCN, zhTW, with the portal's Chinese placeholders). */
export const LIGHT_TEXTS: Record<Locale, Texts> = {
  'en-US': { order: ['month', 'day', 'year'], placeholder: { year: 'YYYY', month: 'MM', day: 'DD' }, label: { year: 'Year', month: 'Month', day: 'Day' }, empty: 'Empty', open: 'Choose date' },
  'zh-CN': { order: CJK_ORDER, placeholder: CJK_PLACEHOLDER, label: CJK_LABEL, empty: '空', open: '选择日期' },
  'zh-TW': { order: CJK_ORDER, placeholder: CJK_PLACEHOLDER, label: CJK_LABEL, empty: '空', open: '選擇日期' },
};
const BOUNDS: Record<Part, [number, number]> = { year: [0, 9999], month: [1, 12], day: [1, 31] };
const SLICES: Record<Part, [number, number]> = { year: [0, 4], month: [5, 7], day: [8, 10] };

type Props = {
  label: string;
  testId: string;
  /** 'YYYY-MM-DD' or '' (a day shows only until the field, loading because of it, is there). */
  value: string;
  locale: Locale;
  /** The operator points at, touches or focuses the filter: time to fetch the field, which takes over (dateHandoff.ts). */
  onIntent: () => void;
};

export function LightDateField({ label, testId, value, locale, onIntent }: Props) {
  const id = useId();
  const texts = LIGHT_TEXTS[locale] ?? LIGHT_TEXTS['en-US'];
  const handoff = useRef<Handoff | null>(null);
  const take = (patch: Partial<Handoff>) => {
    handoff.current = { input: handoff.current?.input ?? [], ...patch, at: performance.now(), left: false };
    putHandoff(testId, handoff.current);
    onIntent();
  };
  const onLeave = () => {
    if (handoff.current) handoff.current.left = true;
  };
  // A passive effect's clean-up: it runs after the field that replaces this look-alike has taken the hand-off.
  useEffect(() => () => dropHandoff(testId, handoff.current), [testId]);
  return (
    <FormControl size="small" fullWidth className="MuiPickersTextField-root" sx={FIELD_SX} data-testid={testId} onPointerEnter={onIntent} onTouchStart={onIntent}>
      <InputLabel shrink htmlFor={id} id={`${id}-label`}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        notched
        id={id}
        value={value}
        inputComponent={Sections as unknown as ElementType<InputBaseComponentProps>}
        inputProps={{ texts, onFocusSection: (section: number) => take({ section }), onLeave, handoff }}
        role="group"
        aria-labelledby={`${id}-label`}
        className="MuiPickersInputBase-root MuiPickersOutlinedInput-root MuiPickersInputBase-fullWidth MuiPickersInputBase-colorPrimary MuiPickersInputBase-inputSizeSmall MuiPickersInputBase-adornedEnd"
        sx={SECTIONS_SX}
        endAdornment={
          <span className="MuiInputAdornment-root MuiInputAdornment-positionEnd MuiInputAdornment-outlined MuiInputAdornment-sizeSmall" style={ADORNMENT}>
            <IconButton edge="end" aria-label={texts.open} data-mui-picker-open-button="true" onFocus={onIntent} onClick={() => take({ open: true })}>
              <SvgIcon><path d={CALENDAR} /></SvgIcon>
            </IconButton>
          </span>
        }
      />
    </FormControl>
  );
}

/** A 44 px target on phones, like the other small fields (lib/theme/theme.ts); the same on MUI X's field. */
export const FIELD_SX = { '& .MuiPickersInputBase-sectionsContainer': { py: { xs: '12px', sm: '8.5px' } } };
// MUI X's section list, as its field styles it.
const SECTIONS_SX = {
  letterSpacing: '0.00938em',
  '& .MuiPickersSectionList-root': { display: 'flex', flexWrap: 'nowrap', overflow: 'hidden', lineHeight: '1.4375em', outline: 'none' },
  '& .MuiPickersSectionList-section': { display: 'inline-block', whiteSpace: 'nowrap', lineHeight: '1.4375em' },
  '& .MuiPickersSectionList-sectionContent': { outline: 'none', width: 'fit-content' },
  '& .MuiPickersInputBase-sectionAfter': { whiteSpace: 'pre' },
} as const;
// MUI's InputAdornment (positionEnd, outlined), not loaded by the record lists otherwise.
const ADORNMENT = { display: 'flex', height: '0.01em', maxHeight: '2em', alignItems: 'center', whiteSpace: 'nowrap', color: 'var(--mui-palette-action-active)', marginLeft: 8 } as const;
// MUI X's CalendarIcon.
const CALENDAR = 'M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z';

/** Of the outlined input's props for its `<input>`, what the field needs (its class, id and value), and ours. */
type SectionsProps = {
  className?: string;
  id?: string;
  value: string;
  texts: Texts;
  onFocusSection: (section: number) => void;
  onLeave: () => void;
  handoff: { current: Handoff | null };
};

/**
 * The sections, in the place of the outlined input's `<input>` (its padding, font and height are
 * the field's), and the field's hidden input. Typing and editing keys are held for the field.
 */
const Sections = forwardRef<HTMLDivElement, SectionsProps>(function Sections({ texts, value, onFocusSection, onLeave, handoff, className, id }, ref) {
  const container = useRef<HTMLDivElement>(null);
  const containerRef = useForkRef(ref, container);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const hold = (event: Event) => {
      const entry = entryOf(event);
      if (event.type === 'beforeinput' || entry) event.preventDefault(); // the DOM stays as drawn
      if (entry) handoff.current?.input.push(entry);
    };
    el.addEventListener('keydown', hold);
    el.addEventListener('beforeinput', hold);
    return () => {
      el.removeEventListener('keydown', hold);
      el.removeEventListener('beforeinput', hold);
    };
  }, [handoff]);
  const empty = !value;
  const shown = texts.order.map((part) => ({ part, digits: empty ? '' : value.slice(...SLICES[part]) }));
  return (
    <>
      <div
        ref={containerRef}
        contentEditable={false}
        tabIndex={0}
        className={`MuiPickersSectionList-root MuiPickersInputBase-sectionsContainer ${className ?? ''}`}
        style={empty ? { opacity: 'var(--mui-opacity-inputPlaceholder)' } : undefined}
        onFocus={(event) => {
          onFocusSection(Number((event.target as HTMLElement).closest('[data-sectionindex]')?.getAttribute('data-sectionindex') ?? 0));
        }}
        onBlur={(event) => {
          // Gone elsewhere before the field came: what was typed is typed again, the focus stays where it went.
          if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
        }}
      >
        {shown.map(({ part, digits }, i) => (
          <span key={part} data-sectionindex={i} className="MuiPickersSectionList-section">
            <span className="MuiPickersInputBase-sectionBefore" />
            <span
              aria-readonly="false"
              aria-valuemin={BOUNDS[part][0]}
              aria-valuemax={BOUNDS[part][1]}
              aria-valuetext={digits ? undefined : texts.empty}
              aria-valuenow={digits ? Number(digits) : undefined}
              aria-label={texts.label[part]}
              aria-disabled="false"
              tabIndex={i === 0 ? 0 : -1}
              contentEditable
              suppressContentEditableWarning
              role="spinbutton"
              spellCheck={false}
              autoCapitalize="none"
              autoCorrect="off"
              inputMode="numeric"
              className="MuiPickersSectionList-sectionContent MuiPickersInputBase-sectionContent"
            >
              {digits || texts.placeholder[part]}
            </span>
            <span className="MuiPickersInputBase-sectionAfter">{i < shown.length - 1 ? '/' : ''}</span>
          </span>
        ))}
      </div>
      <input className="MuiPickersInputBase-input MuiPickersOutlinedInput-input" id={id} aria-hidden tabIndex={-1} readOnly value={empty ? '' : shown.map((s) => s.digits).join('/')} style={HIDDEN} />
    </>
  );
});

// MUI X's hidden input.
const HIDDEN = { position: 'absolute', bottom: 0, left: 0, width: '100%', opacity: 0, pointerEvents: 'none', boxSizing: 'border-box', border: 0, padding: 0, fontSize: 'inherit' } as const;
