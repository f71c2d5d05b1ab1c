import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useEditor } from '../store/editorStore';

/** Shown while a screenshot is captured (spec 2 §2). */
export const SCREENSHOT_OVERLAY_TEXT =
  'Taking Screenshot - Please wait here while the screenshot is being captured...';

/** The "Taking Screenshot" overlay. */
export function ScreenshotOverlay() {
  const busy = useEditor((s) => s.screenshotting);
  if (!busy) return null;
  return (
    <Overlay fixed blur={2} zIndex={400} center>
      <Stack align="center" role="status">
        <Loader />
        <Text c="white" fw={600}>
          {SCREENSHOT_OVERLAY_TEXT}
        </Text>
      </Stack>
    </Overlay>
  );
}
