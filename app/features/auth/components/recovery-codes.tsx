import { CopyIcon, DownloadIcon } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'

/**
 * The ten recovery codes, shown once (docs/product.md §Settings): the server keeps only their
 * hashes. They can be copied or saved as a file; 'I have saved them' closes them for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const text = codes.join('\n') + '\n'
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      toast.success('Recovery codes copied')
    } catch {
      toast.error('Could not copy: select the codes and copy them')
    }
  }
  const download = useMemo(
    () => URL.createObjectURL(new Blob([text], { type: 'text/plain' })),
    [text],
  )
  useEffect(() => () => URL.revokeObjectURL(download), [download])
  return (
    <div className="flex flex-col gap-4" role="region" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" ref={heading} tabIndex={-1} className="font-semibold">
        Save your recovery codes
      </h3>
      <p className="text-muted-foreground text-sm">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown
        only now.
      </p>
      <ol className="bg-muted grid gap-2 rounded-lg p-4 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          Copy codes
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={download} download="recovery-codes.txt">
            <DownloadIcon aria-hidden />
            Download
          </a>
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  )
}
