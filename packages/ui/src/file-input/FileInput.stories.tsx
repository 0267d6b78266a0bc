import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileInput } from './FileInput.tsx';

/** A stand-in upload: progress in steps, then success (or failure for names with "fehler"). */
const fakeUpload = (file: File, report: (f: number) => void, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    let step = 0;
    const timer = window.setInterval(() => {
      step += 1;
      report(step / 10);
      if (step === 10) {
        window.clearInterval(timer);
        if (file.name.includes('fehler')) reject(new Error('Verbindung verloren'));
        else resolve();
      }
    }, 300);
    signal.addEventListener('abort', () => window.clearInterval(timer));
  });

const meta = {
  title: 'UI/FileInput',
  component: FileInput,
  args: {
    label: 'Fotos hinzufügen',
    accept: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: 10 * 1_048_576,
    multiple: true,
  },
  decorators: [
    (Story) => (
      <div className="ast-widget" style={{ padding: '1rem', maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the drop zone and its button. */
export const Empty: Story = {};
/** Choose or drop files: each is uploaded with progress (a name with "fehler" fails). */
export const Uploading: Story = { args: { upload: fakeUpload } };
/** A single video (generic upload: MP4, WebM, QuickTime). */
export const SingleVideo: Story = {
  args: {
    label: 'Video hochladen',
    accept: ['video/mp4', 'video/webm', 'video/quicktime'],
    maxBytes: 200 * 1_048_576,
    multiple: false,
  },
};
/** Refused files: try a renamed document, an empty file or one above 1 MB. */
export const Refusing: Story = { args: { maxBytes: 1_048_576, maxFiles: 2 } };
