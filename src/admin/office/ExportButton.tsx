import { toEasternInput } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import type { OfficeLead } from './lead'
import { leadsCsv } from './leadCsv'

/** Downloads the list as filtered, as CSV (a Blob behind an a[download], made on the click). */
export function ExportButton({ leads }: { leads: OfficeLead[] }) {
  const download = () => {
    // The BOM lets a spreadsheet read the file as UTF-8 (names with accents, quotes).
    const blob = new Blob(['\uFEFF', leadsCsv(leads)], { type: 'text/csv;charset=utf-8' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    // The owner's date, US Eastern like the file's times (in UTC an evening's export was tomorrow's).
    link.download = `leads-${toEasternInput(new Date()).slice(0, 10)}.csv`
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <button type="button" className={SECONDARY_BUTTON} onClick={download} disabled={!leads.length}>
      Export CSV ({leads.length})
    </button>
  )
}
