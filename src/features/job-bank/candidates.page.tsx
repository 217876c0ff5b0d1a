import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { paths } from '@/shared/routing';
import { useSession } from '@/shared/session';
import { usePhoneLayout, VisitorBlocker } from '@/shared/ui';
import { jobQueries } from './api';
import { CandidateRow } from './components/candidate-row';
import { useJobServices } from './job-services';
import { jobMessages as m } from './messages';
import { QueryState } from '@/shared/ui';

const c = m.candidate;

/** /candidates/{id}: the job's candidates with their CVs, for its creator and HR (spec 001 §2, §6). */
export default function CandidatesPage() {
  const services = useJobServices();
  const { signedIn } = useSession();
  const id = Number(useParams().id);
  const job = useQuery({ ...jobQueries.job(services, id), enabled: signedIn });
  const candidates = useQuery({ ...jobQueries.candidates(services, id), enabled: signedIn });
  const phone = usePhoneLayout();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.jobDetails(id)} size="sm">
        {job.data?.title ?? m.titles.details}
      </Anchor>
      <Title order={1}>{m.titles.candidates}</Title>
      {signedIn ? (
        <QueryState
          errorTitle={m.errorTitle}
          query={candidates}
          notFound={{ backTo: paths.jobsPublished, listName: m.titles.published }}
        >
          {(list) =>
            list.length === 0 ? (
              <Text>{m.empty.records}</Text>
            ) : phone ? (
              <Stack
                component="ul"
                aria-label={m.titles.candidates}
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {list.map((candidate) => (
                  <CandidateRow
                    key={candidate.postulantId}
                    candidate={candidate}
                    companyName={job.data?.companyName ?? ''}
                    card
                  />
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      {[c.name, c.date, c.status, c.actions].map((label) => (
                        <Table.Th key={label}>{label}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((candidate) => (
                      <CandidateRow
                        key={candidate.postulantId}
                        candidate={candidate}
                        companyName={job.data?.companyName ?? ''}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      ) : (
        <VisitorBlocker />
      )}
    </Stack>
  );
}
