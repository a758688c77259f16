import { useState, type DragEvent } from 'react'

/**
 * A drop zone for files: the handlers to spread on the zone, and whether files are over it (for
 * its look). Only a drag that carries files is taken; leaving for a child of the zone is not
 * leaving it.
 */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false)
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }
  const handlers = {
    onDragEnter: onDragOver,
    onDragOver,
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault()
      setDragging(false)
      onFiles(event.dataTransfer.files)
    },
  }
  return { dragging, handlers }
}
