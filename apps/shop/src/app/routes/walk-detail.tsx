import { useParams } from "react-router";
import { WalkDetailView } from "../../features/walk/components/walk-detail";

function WalkDetailPage() {
  const { slug = "" } = useParams();
  return <WalkDetailView slug={slug} />;
}

export { WalkDetailPage as Component };
