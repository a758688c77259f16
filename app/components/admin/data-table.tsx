import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type RowData,
  type SortingState,
} from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, SearchIcon } from 'lucide-react'
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react'
import { Input } from '~/components/ui/form-controls'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  pinnedCell,
} from '~/components/ui/table'
import { cn } from '~/lib/cn'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's declared shape
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for this column's header and cells (widths, alignment). */
    className?: string
    /**
     * What a cell says it is when the table shows as cards on a phone; the header's text when
     * it is a string, none with `false` (a picture, the row's buttons).
     */
    cardLabel?: string | false
  }
}

interface DataTableProps<T> {
  data: T[]
  // Columns mix value types; the library's own examples type the list this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  getRowId: (row: T) => string
  /** What the search box looks in, case-insensitively (docs/product.md §List screens). */
  searchText: (row: T) => (string | null | undefined)[]
  searchLabel: string
  /** The search box, for the list to move focus to when the focused row goes (a delete). */
  searchRef?: Ref<HTMLInputElement>
  caption: string
  initialSorting: SortingState
  /** Columns that only sort (products by date added, docs/product.md §Constants), never shown. */
  hiddenColumns?: string[]
  emptyMessage: string
  rowClassName?: (row: T) => string | undefined
  /** Buttons beside the search box ("Add New", say). */
  actions?: ReactNode
  loading?: boolean
}

/** The column of a row's buttons (table-columns.tsx, the team list): pinned while scrolling. */
const ACTIONS = 'actions'

/*
 * Below the md breakpoint each row is a card: its cells one under another, each after its
 * column's name, the row's buttons at the bottom (ADR 067). Columns side by side with the
 * buttons pinned over them left a phone two columns of text (docs/product.md §List screens).
 * The headers stay as a row of sort buttons; the explicit roles keep the table a table for
 * screen readers once its display is no longer `table`.
 */
const cardHeaderRow = 'max-md:flex max-md:flex-wrap max-md:gap-x-2 max-md:px-2 max-md:py-1'
const cardHeader = 'max-md:h-auto max-md:w-auto max-md:min-w-0 max-md:px-1 max-md:py-1'
const cardRow = 'max-md:flex max-md:flex-col max-md:gap-1 max-md:px-3 max-md:py-3'
const cardCell =
  'max-md:flex max-md:w-auto max-md:min-w-0 max-md:items-baseline max-md:gap-3 max-md:p-0 max-md:text-left max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-semibold max-md:before:tracking-wide max-md:before:uppercase max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] max-md:[overflow-wrap:anywhere] max-md:[&>*]:min-w-0'
const cardActions = 'max-md:justify-end max-md:pt-1 max-md:before:hidden'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as DataTableProps' columns
function cardLabel(column: ColumnDef<any, any>): string | undefined {
  const label = column.meta?.cardLabel
  if (label === false) return undefined
  return label ?? (typeof column.header === 'string' ? column.header : undefined)
}

/**
 * The four list screens' table: a search box, headers that sort (the same column flips, a new
 * column starts ascending), a default sort and the empty-state row (docs/product.md §List screens).
 */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  searchText,
  searchLabel,
  searchRef,
  caption,
  initialSorting,
  hiddenColumns = [],
  emptyMessage,
  rowClassName,
  actions,
  loading = false,
}: DataTableProps<T>) {
  const searchId = useId()
  const [sorting, setSorting] = useState<SortingState>(initialSorting)
  const [globalFilter, setGlobalFilter] = useState('')

  const matches = useMemo<FilterFn<T>>(
    () => (row, _columnId, query: string) => {
      const needle = query.trim().toLowerCase()
      return searchText(row.original).some((text) => text?.toLowerCase().includes(needle))
    },
    [searchText],
  )

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns new functions each render by design
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: {
      sorting,
      globalFilter,
      columnVisibility: Object.fromEntries(hiddenColumns.map((id) => [id, false])),
    },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: matches,
    // The filter reads whole rows, so every column may take part (display columns too).
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // A new column starts ascending, the same column flips; never "unsorted" (docs/product.md
    // §List screens, Sorting).
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
  })

  const rows = table.getRowModel().rows
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <SearchIcon
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden
          />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            placeholder={`${searchLabel}...`}
            value={globalFilter}
            onChange={(event) => setGlobalFilter(event.target.value)}
            className="pl-9"
          />
        </div>
        {actions && <div className="flex gap-2">{actions}</div>}
      </div>
      <Table aria-busy={loading} scrollLabel={caption} cards>
        <TableCaption>{caption}</TableCaption>
        <TableHeader role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row" className={cardHeaderRow}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const canSort = header.column.getCanSort()
                return (
                  <TableHead
                    key={header.id}
                    role="columnheader"
                    className={cn(header.column.columnDef.meta?.className, cardHeader)}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="hover:text-foreground focus-visible:ring-ring -mx-1 inline-flex items-center gap-1.5 rounded px-1 py-1 uppercase focus-visible:ring-2 focus-visible:outline-none"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        {sorted === 'asc' ? (
                          <ArrowUpIcon className="size-3.5" aria-hidden />
                        ) : sorted === 'desc' ? (
                          <ArrowDownIcon className="size-3.5" aria-hidden />
                        ) : (
                          <ArrowUpDownIcon className="size-3.5 opacity-50" aria-hidden />
                        )}
                      </button>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </TableHead>
                )
              })}
            </tr>
          ))}
        </TableHeader>
        <TableBody role="rowgroup">
          {rows.length === 0 ? (
            <TableRow role="row" className={cardRow}>
              <TableCell
                role="cell"
                colSpan={table.getVisibleLeafColumns().length}
                className={cn(cardCell, 'text-muted-foreground h-28 justify-center text-center')}
              >
                {loading ? 'Loading...' : emptyMessage}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={row.id}
                role="row"
                className={cn(cardRow, rowClassName?.(row.original))}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    role="cell"
                    data-label={cardLabel(cell.column.columnDef) || undefined}
                    className={cn(
                      cell.column.columnDef.meta?.className,
                      cardCell,
                      // A row's buttons stay in view while the table scrolls sideways.
                      cell.column.id === ACTIONS && [pinnedCell, cardActions],
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  )
}
