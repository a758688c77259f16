import { SiteIcon } from '~/components/ui/site-icon'
import { useT } from './site-data'
import type { CompanyContent } from '~/copy/documents'

/** Our Story beside Our Mission and Our Vision. */
export function StorySection({
  story,
  mission,
  vision,
  missionTitle,
  visionTitle,
}: {
  story: CompanyContent['story']
  mission: string
  vision: string
  missionTitle: string
  visionTitle: string
}) {
  const t = useT()
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-5">
        <div className="bg-card/80 rounded-3xl border p-8 shadow-sm backdrop-blur md:p-10 lg:col-span-3">
          <p className="text-primary text-sm font-semibold tracking-widest uppercase">
            {t('company.founded', { year: story.founded })}
          </p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight">{story.title}</h2>
          {story.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="text-muted-foreground mt-4 leading-relaxed">
              {p}
            </p>
          ))}
        </div>
        <div className="flex flex-col gap-8 lg:col-span-2">
          {[
            { title: missionTitle, text: mission, icon: 'target' as const },
            { title: visionTitle, text: vision, icon: 'eye' as const },
          ].map(({ title, text, icon }) => (
            <div
              key={title}
              className="bg-card/80 flex-1 rounded-3xl border p-8 shadow-sm backdrop-blur"
            >
              <SiteIcon name={icon} className="text-primary size-7" />
              <h2 className="mt-3 text-2xl font-bold">{title}</h2>
              <p className="text-muted-foreground mt-3 leading-relaxed">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
