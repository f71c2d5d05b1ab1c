import type { WIREFRAME_CATEGORIES } from '@relata/core';
import type { WireframeProperties, WireframeType } from './types';

/** A palette category (spec 2 §2). */
export type WireframeCategory = (typeof WIREFRAME_CATEGORIES)[number];

/** One entry of the palette: what it creates, at what size and with which properties. */
export interface PaletteEntry {
  id: string;
  label: string;
  type: WireframeType;
  category: Exclude<WireframeCategory, 'All'>;
  width: number;
  height: number;
  properties: WireframeProperties;
}

/** The spec's font for every text (spec 2 §9: font size 16, weight 400). */
export const DEFAULT_FONT = { fontSize: 16, fontWeight: 400 } as const;

const box = {
  backgroundColor: '#ffffff',
  borderColor: '#adb5bd',
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: 4,
} as const;
const text = { ...DEFAULT_FONT, color: '#212529' } as const;

/** The palette; sizes of button, input and image are the spec's defaults (spec 2 §9). */
export const PALETTE: readonly PaletteEntry[] = [
  {
    id: 'container',
    label: 'Container',
    type: 'container',
    category: 'Containers',
    width: 300,
    height: 200,
    properties: { ...box, ...text, text: '' },
  },
  {
    id: 'card',
    label: 'Card',
    type: 'container',
    category: 'Containers',
    width: 240,
    height: 160,
    properties: { ...box, ...text, borderRadius: 12, text: 'Card' },
  },
  {
    id: 'input',
    label: 'Input',
    type: 'input',
    category: 'Inputs',
    width: 130,
    height: 42,
    properties: { ...box, ...text, placeholder: 'Input' },
  },
  {
    id: 'textarea',
    label: 'Text area',
    type: 'textarea',
    category: 'Inputs',
    width: 220,
    height: 90,
    properties: { ...box, ...text, placeholder: 'Text area' },
  },
  {
    id: 'button',
    label: 'Button',
    type: 'button',
    category: 'Buttons',
    width: 100,
    height: 42,
    properties: {
      ...box,
      ...text,
      text: 'Button',
      backgroundColor: '#1971c2',
      borderColor: '#1971c2',
      color: '#ffffff',
    },
  },
  {
    id: 'outline-button',
    label: 'Outline button',
    type: 'button',
    category: 'Buttons',
    width: 100,
    height: 42,
    properties: { ...box, ...text, text: 'Button', color: '#1971c2', borderColor: '#1971c2' },
  },
  {
    id: 'heading',
    label: 'Heading',
    type: 'text',
    category: 'Text',
    width: 240,
    height: 42,
    properties: { ...text, text: 'Heading', fontSize: 28, fontWeight: 700 },
  },
  {
    id: 'text',
    label: 'Text',
    type: 'text',
    category: 'Text',
    width: 200,
    height: 42,
    properties: { ...text, text: 'Text' },
  },
  {
    id: 'datatable',
    label: 'Data table',
    type: 'datatable',
    category: 'Data',
    width: 360,
    height: 160,
    properties: {
      ...box,
      ...text,
      borderRadius: 0,
      columns: ['id', 'name', 'email'],
      rows: [
        ['1', 'Ada', 'ada@example.com'],
        ['2', 'Linus', 'linus@example.com'],
      ],
      headerBackgroundColor: '#e9ecef',
      headerColor: '#212529',
      bodyBackgroundColor: '#ffffff',
      bodyColor: '#212529',
      sourceTableId: null,
    },
  },
  {
    id: 'form',
    label: 'Form',
    type: 'form',
    category: 'Forms',
    width: 280,
    height: 220,
    properties: { ...box, ...text, text: 'Form', borderRadius: 8 },
  },
  {
    id: 'checkbox',
    label: 'Checkbox',
    type: 'checkbox',
    category: 'Forms',
    width: 140,
    height: 30,
    properties: { ...text, text: 'Checkbox', borderColor: '#868e96' },
  },
  {
    id: 'select',
    label: 'Select',
    type: 'select',
    category: 'Forms',
    width: 160,
    height: 42,
    properties: { ...box, ...text, placeholder: 'Select', options: ['Option 1', 'Option 2'] },
  },
  {
    id: 'image',
    label: 'Image',
    type: 'image',
    category: 'Images',
    width: 75,
    height: 75,
    properties: { ...box, backgroundColor: '#e9ecef', borderRadius: 0 },
  },
  {
    id: 'avatar',
    label: 'Avatar',
    type: 'image',
    category: 'Images',
    width: 75,
    height: 75,
    properties: { ...box, backgroundColor: '#e9ecef', borderRadius: 1000 },
  },
  {
    id: 'icon-star',
    label: 'Star icon',
    type: 'icon',
    category: 'Icons',
    width: 40,
    height: 40,
    properties: { icon: 'star', color: '#495057' },
  },
  {
    id: 'icon-user',
    label: 'User icon',
    type: 'icon',
    category: 'Icons',
    width: 40,
    height: 40,
    properties: { icon: 'user', color: '#495057' },
  },
  {
    id: 'icon-search',
    label: 'Search icon',
    type: 'icon',
    category: 'Icons',
    width: 40,
    height: 40,
    properties: { icon: 'search', color: '#495057' },
  },
  {
    id: 'icon-home',
    label: 'Home icon',
    type: 'icon',
    category: 'Icons',
    width: 40,
    height: 40,
    properties: { icon: 'home', color: '#495057' },
  },
  {
    id: 'bar-chart',
    label: 'Bar chart',
    type: 'chart',
    category: 'Charts',
    width: 240,
    height: 160,
    properties: { ...box, chartKind: 'bar', color: '#1c7ed6' },
  },
  {
    id: 'line-chart',
    label: 'Line chart',
    type: 'chart',
    category: 'Charts',
    width: 240,
    height: 160,
    properties: { ...box, chartKind: 'line', color: '#1c7ed6' },
  },
  {
    id: 'pie-chart',
    label: 'Pie chart',
    type: 'chart',
    category: 'Charts',
    width: 160,
    height: 160,
    properties: { ...box, chartKind: 'pie', color: '#1c7ed6' },
  },
];

/** The entries shown under a category; All shows every one. */
export function paletteFor(category: WireframeCategory): PaletteEntry[] {
  return PALETTE.filter((e) => category === 'All' || e.category === category);
}

/** A new surface's properties (white page, unlocked). */
export function surfaceProperties(device: 'desktop' | 'mobile'): WireframeProperties {
  return {
    device,
    locked: false,
    backgroundColor: '#ffffff',
    borderColor: '#ced4da',
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: 0,
  };
}
