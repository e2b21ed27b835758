/** Where each kind of item lives, and how a math-only name reads aloud. */
import type { TextType } from '@contract';
import { readableText } from '../../../lib/readable-text';

export const ITEM_PATHS: Record<TextType, string> = {
  space: '/space',
  property: '/property',
  theorem: '/theorem',
  equation: '/differential-equation',
  'equation-property': '/differential-equation/property',
};

export const ITEM_TYPES: Record<TextType, string> = {
  space: 'Space',
  property: 'Property',
  theorem: 'Theorem',
  equation: 'Differential equation',
  'equation-property': 'Property of differential equations',
};

/** An accessible name for a link whose text may be pure math. */
export const spokenName = (text: string) => readableText(text);
