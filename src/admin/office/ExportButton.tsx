import { SECONDARY_BUTTON } from '../Field'

/**
 * Downloads a list as filtered, as CSV (a Blob behind an a[download], made on the click); its name
 * says what it holds (leadCsv.ts's exportFileName).
 */
export function ExportButton({
  count,
  csv,
  fileName,
}: {
  count: number
  csv: () => string
  fileName: () => string
}) {
  const download = () => {
    // The BOM lets a spreadsheet read the file as UTF-8 (names with accents, quotes).
    const blob = new Blob(['\uFEFF', csv()], { type: 'text/csv;charset=utf-8' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = fileName()
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <button type="button" className={SECONDARY_BUTTON} onClick={download} disabled={!count}>
      Export CSV ({count})
    </button>
  )
}
