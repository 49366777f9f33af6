// A list the owner reorders by dragging (mouse, touch or keyboard, via @dnd-kit). The new order
// shows at once and is posted to the page action; a toast says when it is saved, and if saving
// fails it rolls back and `onFailure` says so. The move buttons rendered by `children` work without
// JavaScript; each row carries its rowAnchor id so their answers come back to it, and the row an
// add just made wears the ring that marks it (JustAdded).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { JUST_ADDED_RING } from "~/components/admin/JustAdded";
import { cardClass } from "~/components/ui/Card";
import { useToast } from "~/components/ui/Toaster";
import { rowAnchor } from "~/modules/ordering/schema";

interface Props<T extends { id: number }> {
  id: string;
  items: T[];
  label: (item: T) => string;
  onFailure: () => void;
  /** False shows the rows without drag handles (e.g. while the list is filtered). */
  sortable?: boolean;
  /** The id of the row an add just made. */
  justAdded?: number;
  children: (item: T, index: number) => ReactNode;
}

export function SortableList<T extends { id: number }>({
  id,
  items,
  label,
  onFailure,
  sortable = true,
  justAdded,
  children,
}: Props<T>) {
  const fetcher = useFetcher<{ ok: boolean }>();
  const toast = useToast();
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const before = useRef<number[]>(order);
  const dragged = useRef<{ name: string; position: number } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The server's order wins whenever the page data changes. Set while rendering (not in an effect),
  // so the rows are already in their new places when the page scrolls to a row's #anchor.
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    setShownItems(items);
    setOrder(items.map((item) => item.id));
  }
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      const moved = dragged.current;
      if (moved)
        toast({ title: "Order saved", description: `“${moved.name}” is now number ${moved.position}.` });
      return;
    }
    setOrder(before.current);
    onFailure();
    // React to each answer once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const to = order.indexOf(Number(over.id));
    const next = arrayMove(order, order.indexOf(Number(active.id)), to);
    const item = items.find((candidate) => candidate.id === Number(active.id));
    dragged.current = item ? { name: label(item), position: to + 1 } : null;
    before.current = order;
    setOrder(next);
    fetcher.submit({ intent: "reorder", order: next.join(",") }, { method: "post" });
  }

  const byId = new Map(items.map((item) => [item.id, item]));
  const shown = order.map((itemId) => byId.get(itemId)).filter((item): item is T => Boolean(item));
  if (!sortable)
    return (
      <ul className="mt-6 space-y-3">
        {shown.map((item, index) => (
          <li key={item.id} id={rowAnchor(item.id)} className={rowLook(item.id === justAdded)}>
            {children(item, index)}
          </li>
        ))}
      </ul>
    );
  return (
    <DndContext id={id} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul className="mt-6 space-y-3">
          {shown.map((item, index) => (
            <SortableRow key={item.id} id={item.id} label={label(item)} justAdded={item.id === justAdded}>
              {children(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

// Rows scroll into view below the fixed site header when the page comes back at their anchor.
const ROW = cardClass("sm", "flex scroll-mt-32 items-center gap-3 sm:gap-4");
const rowLook = (justAdded: boolean) => (justAdded ? `${ROW} ${JUST_ADDED_RING}` : ROW);

function SortableRow({
  id,
  label,
  justAdded,
  children,
}: {
  id: number;
  label: string;
  justAdded: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      id={rowAnchor(id)}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${rowLook(justAdded)} ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${label}`}
        // touch-none: a finger on the handle drags the row instead of scrolling the page.
        className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center self-start text-xl leading-none text-gray-500"
      >
        ⠿
      </button>
      {children}
    </li>
  );
}
