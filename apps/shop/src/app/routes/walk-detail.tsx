import { useParams } from "react-router";
import { WalkDetailView } from "../../features/walk/components/walk-detail";

export function WalkDetailPage() {
  const { slug = "" } = useParams();
  return <WalkDetailView slug={slug} />;
}
