import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';

/** A button that opens the file chooser for one image; the same file may be chosen again after a failure. */
export function ImagePickButton({
  label,
  busyLabel,
  busy,
  onFile,
  testId,
  className,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  onFile: (file: File | undefined) => void;
  /** Names the hidden file input for tests, which set files on it directly. */
  testId: string;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" variant="outline" className={cn(className)} disabled={busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {busy ? busyLabel : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid={testId}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </>
  );
}
