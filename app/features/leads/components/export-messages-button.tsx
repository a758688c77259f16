import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toaster'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { downloadMessagesCsv } from '../api'

/** 'Export CSV' on the messages screen (docs/product.md §List screens): every message, as a file. */
export function ExportMessagesButton() {
  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadMessagesCsv()
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(serverMessageOr(error, 'Failed to export messages'))
    } finally {
      setExporting(false)
    }
  }
  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
      <DownloadIcon aria-hidden />
      {exporting ? 'Exporting...' : 'Export CSV'}
    </Button>
  )
}
