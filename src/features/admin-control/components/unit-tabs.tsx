import { useQuery } from '@tanstack/react-query';
import { controlCalls, controlQueries } from '../api';
import { OrgUnitTab } from './org-unit-tab';

/** Grupos: departments in the spec's payload names. */
export function GroupsTab() {
  const { data } = useQuery(controlQueries.departments());
  const units = data?.map((d) => ({
    id: d.departmentId,
    name: d.departmentName,
    description: d.description,
    active: d.estatus,
  }));
  return (
    <OrgUnitTab
      kind="groups"
      units={units}
      save={(u) =>
        controlCalls.saveDepartment({
          departmentId: u.id,
          departmentName: u.name,
          description: u.description,
        })
      }
      deactivate={controlCalls.deactivateDepartment}
    />
  );
}

export function BranchesTab() {
  const { data } = useQuery(controlQueries.branchOffices());
  const units = data?.map((b) => ({
    id: b.branchOfficeId,
    name: b.branchOfficeName,
    description: b.description,
    active: b.active,
  }));
  return (
    <OrgUnitTab
      kind="branches"
      units={units}
      save={(u) =>
        controlCalls.saveBranchOffice({
          branchOfficeId: u.id,
          branchOfficeName: u.name,
          description: u.description,
        })
      }
      deactivate={controlCalls.deactivateBranchOffice}
    />
  );
}

/** Categorias: the job roles. */
export function CategoriesTab() {
  const { data } = useQuery(controlQueries.jobRoles());
  const units = data?.map((j) => ({
    id: j.jobRoleId,
    name: j.name,
    description: j.description,
    active: j.active,
  }));
  return (
    <OrgUnitTab
      kind="categories"
      units={units}
      save={(u) => controlCalls.saveJobRole({ jobRoleId: u.id, name: u.name, description: u.description })}
      deactivate={controlCalls.deactivateJobRole}
    />
  );
}
