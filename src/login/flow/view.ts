import type { Snapshot } from 'valtio/vanilla';
import type { FirstTexts } from '../strings';
import type { FieldErrors, IntegratorConfig, WidgetState } from './types';

export interface FormView {
  errors: FieldErrors;
  submitting: boolean;
}

/** A state or its Valtio snapshot: views only read, so a snapshot's deep readonly-ness is safely set aside. */
export type ViewState = Snapshot<WidgetState> | WidgetState;

/** An organization's or the application's name and logo, as Main shows them side by side. */
export interface BrandLogo {
  name: string;
  logoUrl?: string | null;
}

/** What a view reads besides the state and its texts: the integrator's configuration and application logo. */
export interface ViewOptions {
  config: IntegratorConfig;
  applicationLogo?: BrandLogo;
}

/** The view of one group's screens (each group's view.ts), or null for a screen of another group. */
export type GroupView<View, Texts extends FirstTexts = FirstTexts> = (
  snapshot: ViewState,
  options: ViewOptions,
  strings: Texts,
) => View | null;

/** A form's errors and whether it is being submitted, as every form screen shows them. */
export const formView = (state: WidgetState): FormView => ({
  errors: state.form.errors,
  submitting: state.form.submitting,
});
