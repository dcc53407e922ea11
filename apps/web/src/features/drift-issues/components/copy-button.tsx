import { Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { copyText } from '../lib/copy-text';

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="h-7 px-2"
      onClick={() => void copyText(text, label)}
      aria-label={`Copy ${label}`}
    >
      <Copy aria-hidden />
    </Button>
  );
}
