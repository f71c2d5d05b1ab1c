import { create } from 'zustand';

/** From this width the project drawer is static beside the page (spec 2 §2). */
export const DRAWER_STATIC_MIN_WIDTH = 996;
/** Below this width the overlay drawer closes after navigation (spec 2 §2). */
export const DRAWER_AUTOCLOSE_MAX_WIDTH = 960;

interface ProjectDrawerState {
  /** Open state when static (wide screens); open by default. */
  staticOpen: boolean;
  /** Open state as an overlay (narrow screens); closed by default. */
  overlayOpen: boolean;
  toggle: (isStatic: boolean) => void;
  closeOverlay: () => void;
}

/** Whether the project drawer is open, separately for its static and overlay forms. */
export const useProjectDrawer = create<ProjectDrawerState>()((set) => ({
  staticOpen: true,
  overlayOpen: false,
  toggle: (isStatic) =>
    set((s) => (isStatic ? { staticOpen: !s.staticOpen } : { overlayOpen: !s.overlayOpen })),
  closeOverlay: () => set({ overlayOpen: false }),
}));
